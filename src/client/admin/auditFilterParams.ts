// The audit log's filters, as the page and its loader use them: the address (paths.ts) read and checked
// against the kinds of entry this client knows.
import type { AuditAction } from '../../../__generated__/AdminAuditPageQuery.graphql';
import { auditFilterParams } from '../paths';

export type KnownAuditAction = Exclude<AuditAction, '%future added value'>;

export const AUDIT_ACTIONS: readonly KnownAuditAction[] = [
  'ROLE_CHANGED',
  'INVITATION_CREATED',
  'INVITATION_REVOKED',
  'INVITATION_ACCEPTED',
  'PROJECT_CREATED',
  'PROJECT_VISIBILITY_CHANGED',
  'PROJECT_ARCHIVED',
  'PROJECT_UNARCHIVED',
  'USER_DEACTIVATED',
  'USER_REACTIVATED',
  'SIGN_UP_POLICY_CHANGED',
  'SIGN_IN_LOCKED',
];

export interface AuditFilters {
  readonly action: KnownAuditAction | null;
  /** A user's global id. */
  readonly actorId: string | null;
}

function isAuditAction(value: string | null): value is KnownAuditAction {
  return value !== null && (AUDIT_ACTIONS as readonly string[]).includes(value);
}

/** The filters an address asks for; an unknown action is no filter. */
export function auditFiltersFrom(searchParams: URLSearchParams): AuditFilters {
  const { action, actorId } = auditFilterParams(searchParams);
  return { action: isAuditAction(action) ? action : null, actorId };
}
