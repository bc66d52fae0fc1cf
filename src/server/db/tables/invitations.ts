// Invitations to the workspace, the projects they open, and the mails that carry them.
import type { ColumnType, Generated, Selectable } from 'kysely';
import type { Role } from './accounts.ts';
import type { CreatedAt } from './columns.ts';

export interface InvitationsTable {
  id: Generated<number>;
  token_hash: string;
  email: string;
  role: Role;
  invited_by: number | null;
  created_at: CreatedAt;
  expires_at: Date;
  accepted_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  accepted_by: ColumnType<number | null, number | null | undefined, number | null>;
  revoked_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface InvitationProjectsTable {
  invitation_id: number;
  project_id: number;
}

/** Where an invitation's mail stands; CANCELLED: the invitation was revoked, used or expired before it went. */
export type InvitationMailState = 'QUEUED' | 'SENT' | 'FAILED' | 'CANCELLED';

export interface InvitationMailsTable {
  invitation_id: number;
  /** The link's secret, kept only while the mail is QUEUED. */
  token: string | null;
  state: InvitationMailState;
  attempts: Generated<number>;
  next_attempt_at: Generated<Date>;
  last_error: string | null;
  updated_at: Generated<Date>;
}

export type InvitationRow = Selectable<InvitationsTable>;
