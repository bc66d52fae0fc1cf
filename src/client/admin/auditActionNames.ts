// The audit log's kinds of entry, as the filter offers them.
import type { KnownAuditAction } from './auditFilterParams';

export const AUDIT_ACTION_NAMES: Readonly<Record<KnownAuditAction, string>> = {
  ROLE_CHANGED: 'Role changed',
  INVITATION_CREATED: 'Invitation created',
  INVITATION_REVOKED: 'Invitation revoked',
  INVITATION_ACCEPTED: 'Invitation accepted',
  PROJECT_CREATED: 'Project created',
  PROJECT_VISIBILITY_CHANGED: 'Project visibility changed',
  PROJECT_ARCHIVED: 'Project archived',
  PROJECT_UNARCHIVED: 'Project unarchived',
  USER_DEACTIVATED: 'Account deactivated',
  USER_REACTIVATED: 'Account reactivated',
  SIGN_UP_POLICY_CHANGED: 'Sign-up policy changed',
  SIGN_IN_LOCKED: 'Sign-in locked after failures',
};
