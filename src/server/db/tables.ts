// The database's tables as Kysely sees them. Kept by hand beside the migrations that create them.
import type { ColumnType, Generated, Selectable } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
export type IssueState = 'OPEN' | 'CLOSED';
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

export type Role = 'ADMIN' | 'MEMBER' | 'VIEWER';
export type ProjectVisibility = 'PUBLIC' | 'PRIVATE';

export interface UsersTable {
  id: Generated<number>;
  login: string;
  name: string;
  email: string;
  role: ColumnType<Role, Role | undefined, Role>;
  /** scrypt hash (see domain/passwords.ts); null for people who cannot sign in. */
  password_hash: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
  /** When they last signed in or used a session (written at most hourly, see domain/sessions.ts); null if never. */
  last_active_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** When an admin deactivated the account (then it cannot sign in); null while active. */
  deactivated_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** When they uploaded the avatar they have (user_avatars); null: the generated one. */
  avatar_updated_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** An uploaded avatar, processed (domain/avatars.ts): a square WebP. */
export interface UserAvatarsTable {
  user_id: number;
  image: Uint8Array;
}

export interface ProjectsTable {
  id: Generated<number>;
  slug: string;
  name: string;
  description: string;
  /** The number the next issue of this project gets; bumped under a row lock. */
  next_issue_number: Generated<number>;
  visibility: ColumnType<ProjectVisibility, ProjectVisibility | undefined, ProjectVisibility>;
  created_at: CreatedAt;
  /** When an admin archived it (then it is read-only); null while active. */
  archived_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface ProjectMembersTable {
  project_id: number;
  user_id: number;
}

export interface SessionsTable {
  /** The session's public id (global id `Session:id`); the token's hash is the secret key. */
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  created_at: CreatedAt;
  last_used_at: UpdatedAt;
  expires_at: Date;
  /** The User-Agent the session was opened with (at most 512 characters); null when none was sent. */
  user_agent: string | null;
}

export interface SignInFailuresTable {
  id: Generated<number>;
  account: string;
  address: string;
  at: CreatedAt;
}

export interface IdempotencyKeysTable {
  user_id: number;
  key: string;
  fingerprint: string;
  /** The first answer, as JSON; null while its request runs. */
  response: ColumnType<unknown, string | null, string | null>;
  created_at: CreatedAt;
}

export interface SignUpFailuresTable {
  id: Generated<number>;
  address: string;
  at: CreatedAt;
}

/** One upload's bytes, counted by the daily upload allowance (domain/uploadAllowance.ts). */
export interface UploadsByPersonTable {
  id: Generated<string>;
  user_id: number;
  bytes: ColumnType<string, number, number>;
  uploaded_at: CreatedAt;
}

export interface LabelsTable {
  id: Generated<number>;
  project_id: number;
  name: string;
  color: string;
  description: string;
}

export interface IssuesTable {
  id: Generated<number>;
  project_id: number;
  number: number;
  title: string;
  body: string;
  state: ColumnType<IssueState, IssueState | undefined, IssueState>;
  author_id: number | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  closed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** 1 urgent, 2 high, 3 medium, 4 low, 5 none (see domain/priority.ts). */
  priority: ColumnType<number, number | undefined, number>;
  state_reason: ColumnType<StateReason | null, StateReason | null | undefined, StateReason | null>;
  comment_count: ColumnType<number, number | undefined, number>;
  /** Counts changes to the title and body (optimistic concurrency: UpdateIssueInput.expectedRevision). */
  revision: ColumnType<number, number | undefined, number>;
  /** The issue this one is a sub-issue of (migration 0026); null when it has none or the parent was deleted. */
  parent_id: ColumnType<number | null, number | null | undefined, number | null>;
}

/** Each issue's search document (a tsvector; written and read only through SQL in domain/searchIndex.ts). */
export interface IssueSearchTable {
  issue_id: number;
  document: ColumnType<string, never, never>;
  /** The issue's project and state, copied by triggers for the counts of text searches (migration 0037). */
  project_id: Generated<number>;
  state: Generated<IssueState>;
}

export type StateReason = 'COMPLETED' | 'NOT_PLANNED' | 'DUPLICATE';
export type IssueEventKind =
  | 'RENAMED'
  | 'CLOSED'
  | 'REOPENED'
  | 'PRIORITY_CHANGED'
  | 'LABELED'
  | 'UNLABELED'
  | 'ASSIGNED'
  | 'UNASSIGNED'
  | 'DESCRIPTION_EDITED'
  | 'ATTACHMENT_REMOVED'
  | 'RELATION_ADDED'
  | 'RELATION_REMOVED'
  | 'SUB_ISSUE_ADDED'
  | 'SUB_ISSUE_REMOVED'
  | 'PARENT_ADDED'
  | 'PARENT_REMOVED';

export interface IssueEventsTable {
  id: Generated<number>;
  issue_id: number;
  actor_id: number | null;
  kind: IssueEventKind;
  from_value: string | null;
  to_value: string | null;
  label_id: number | null;
  assignee_id: number | null;
  /** The other issue of a relation's or a sub-issue's event; null for other kinds, or once that issue is deleted. */
  related_issue_id: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: CreatedAt;
}

/** How `issue_id` stands to `related_issue_id`, read left to right: #3 BLOCKS #7. */
export type IssueRelationKind = 'BLOCKS' | 'RELATES_TO' | 'DUPLICATE_OF';

/** A relation between two issues; one per pair, whatever its direction (migration 0023). */
export interface IssueRelationsTable {
  id: Generated<number>;
  issue_id: number;
  related_issue_id: number;
  kind: IssueRelationKind;
  actor_id: number | null;
  created_at: CreatedAt;
}

/** A back-link: issue `issue_id` is referred to in `source_issue_id`'s description, or in its comment `source_comment_id`. */
export interface IssueMentionsTable {
  id: Generated<number>;
  issue_id: number;
  source_issue_id: number;
  source_comment_id: number | null;
  actor_id: number | null;
  created_at: CreatedAt;
}

/** Why someone follows an issue (issue_subscriptions.reason). */
export type SubscriptionReason = 'SUBSCRIBED' | 'AUTHOR' | 'COMMENTED' | 'ASSIGNED' | 'MENTIONED';

/** Who follows an issue (migration 0028); `subscribed` false: they unsubscribed and stay so. */
export interface IssueSubscriptionsTable {
  issue_id: number;
  user_id: number;
  subscribed: boolean;
  reason: SubscriptionReason;
}

/** Why an inbox entry was last bumped (notifications.reason). */
export type NotificationReason = 'MENTIONED' | 'ASSIGNED' | 'COMMENT' | 'STATE_CHANGE' | 'DUPLICATE' | 'REFERENCED' | 'RELATED';

/** One inbox entry per person and issue (migration 0028): the latest event's reason and the events not yet read. */
export interface NotificationsTable {
  id: Generated<number>;
  user_id: number;
  issue_id: number;
  reason: NotificationReason;
  unread_count: number;
  updated_at: Date;
  done_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** The other issue of a REFERENCED or RELATED entry (a back-link's or a relation's), else null. */
  source_issue_id: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface SavedViewsTable {
  id: Generated<number>;
  user_id: number;
  project_id: number;
  name: string;
  query: string;
  created_at: CreatedAt;
}

export interface IssueAssigneesTable {
  issue_id: number;
  user_id: number;
  /** The issue's project and state, copied by triggers for the counts of searches (migration 0026). */
  project_id: Generated<number>;
  state: Generated<IssueState>;
  /** The issue's number, copied by the same triggers for the pages of searches (migration 0028). */
  number: Generated<number>;
}

/** A project's open and closed issues, kept by triggers on `issues` (migration 0023); no row: no issues. */
export interface ProjectIssueCountsTable {
  project_id: number;
  open_count: number;
  closed_count: number;
}

export interface IssueLabelsTable {
  issue_id: number;
  label_id: number;
  /** The issue's project and state, copied by triggers for the counts of searches (migration 0026). */
  project_id: Generated<number>;
  state: Generated<IssueState>;
  /** The issue's number, copied by the same triggers for the pages of searches (migration 0028). */
  number: Generated<number>;
}

export interface CommentsTable {
  id: Generated<number>;
  issue_id: number;
  author_id: number | null;
  body: string;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  edited_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface AttachmentsTable {
  id: Generated<number>;
  issue_id: number;
  /** The comment the file is attached to; null for a file attached to the issue itself. */
  comment_id: ColumnType<number | null, number | null | undefined, number | null>;
  uploader_id: number | null;
  filename: string;
  content_type: string;
  size: number;
  sha256: string;
  created_at: CreatedAt;
}

export type SignUpPolicy = 'ANYONE' | 'INVITED_ONLY' | 'NOBODY';

/** One row, id 1: the workspace's settings. */
export interface WorkspaceSettingsTable {
  id: number;
  sign_up_policy: ColumnType<SignUpPolicy, SignUpPolicy | undefined, SignUpPolicy>;
}

/** A slug a project had before it was renamed; lookups by it find the project. */
export interface ProjectSlugAliasesTable {
  slug: string;
  project_id: number;
  created_at: CreatedAt;
}

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

export interface InvitationProjectsTable {
  invitation_id: number;
  project_id: number;
}

export interface Database {
  workspace_settings: WorkspaceSettingsTable;
  project_slug_aliases: ProjectSlugAliasesTable;
  invitations: InvitationsTable;
  audit_entries: AuditEntriesTable;
  user_avatars: UserAvatarsTable;
  invitation_projects: InvitationProjectsTable;
  invitation_mails: InvitationMailsTable;
  users: UsersTable;
  projects: ProjectsTable;
  labels: LabelsTable;
  issues: IssuesTable;
  issue_assignees: IssueAssigneesTable;
  issue_labels: IssueLabelsTable;
  project_issue_counts: ProjectIssueCountsTable;
  comments: CommentsTable;
  attachments: AttachmentsTable;
  project_members: ProjectMembersTable;
  sessions: SessionsTable;
  sign_in_failures: SignInFailuresTable;
  sign_up_failures: SignUpFailuresTable;
  uploads_by_person: UploadsByPersonTable;
  idempotency_keys: IdempotencyKeysTable;
  issue_events: IssueEventsTable;
  issue_relations: IssueRelationsTable;
  issue_mentions: IssueMentionsTable;
  issue_subscriptions: IssueSubscriptionsTable;
  notifications: NotificationsTable;
  saved_views: SavedViewsTable;
  issue_search: IssueSearchTable;
}

/**
 * A person as every read that shows people has them: without the password's hash, which only signing in and
 * changing the password read (domain/accounts.ts, by its own query). `password_hash?: never` makes a whole row
 * (`selectAll`, `returningAll`) fail to type as one, so the hash cannot ride along into answers, loaders and caches.
 */
export type UserRow = Omit<Selectable<UsersTable>, 'password_hash'> & { readonly password_hash?: never };

/** The columns of UserRow, for `select` and `returning` (and userJsonOf, domain/userColumns.ts). */
export const USER_COLUMNS = [
  'id',
  'login',
  'name',
  'email',
  'role',
  'created_at',
  'last_active_at',
  'deactivated_at',
  'avatar_updated_at',
] as const satisfies readonly (keyof UserRow)[];

/** USER_COLUMNS named by table, for a query that joins `users` to another table. */
export const USERS_USER_COLUMNS = USER_COLUMNS.map((column) => `users.${column}` as const);
export type ProjectRow = Selectable<ProjectsTable>;
export type LabelRow = Selectable<LabelsTable>;
export type IssueRow = Selectable<IssuesTable>;
export type CommentRow = Selectable<CommentsTable>;
export type AttachmentRow = Selectable<AttachmentsTable>;
export type IssueEventRow = Selectable<IssueEventsTable>;
export type IssueRelationRow = Selectable<IssueRelationsTable>;
export type IssueMentionRow = Selectable<IssueMentionsTable>;
export type NotificationRow = Selectable<NotificationsTable>;
export type SavedViewRow = Selectable<SavedViewsTable>;
export type InvitationRow = Selectable<InvitationsTable>;
export type SessionRow = Selectable<SessionsTable>;
export type AuditEntryRow = Selectable<AuditEntriesTable>;
