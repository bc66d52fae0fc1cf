// The workspace's settings and the audit log of what admins (and the sign-in limits) did.
import type { ColumnType, Generated, Selectable } from 'kysely';
import type { CreatedAt } from './columns.ts';

export type SignUpPolicy = 'ANYONE' | 'INVITED_ONLY' | 'NOBODY';

/** One row, id 1: the workspace's settings. */
export interface WorkspaceSettingsTable {
  id: number;
  sign_up_policy: ColumnType<SignUpPolicy, SignUpPolicy | undefined, SignUpPolicy>;
}

export type AuditAction =
  | 'ROLE_CHANGED'
  | 'INVITATION_CREATED'
  | 'INVITATION_REVOKED'
  | 'INVITATION_ACCEPTED'
  | 'PROJECT_CREATED'
  | 'PROJECT_VISIBILITY_CHANGED'
  | 'PROJECT_ARCHIVED'
  | 'PROJECT_UNARCHIVED'
  | 'USER_DEACTIVATED'
  | 'USER_REACTIVATED'
  | 'SIGN_UP_POLICY_CHANGED'
  | 'SIGN_IN_LOCKED';

/** One line of the audit log (domain/auditLog.ts); written in the transaction of the action it records. */
export interface AuditEntriesTable {
  id: Generated<number>;
  at: CreatedAt;
  action: AuditAction;
  /** Who did it; null when nobody was signed in. */
  actor_id: number | null;
  user_id: number | null;
  project_id: number | null;
  invitation_id: number | null;
  email: string | null;
  from_value: string | null;
  to_value: string | null;
  address: string | null;
}

export type AuditEntryRow = Selectable<AuditEntriesTable>;
