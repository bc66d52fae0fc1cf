// The database's tables as Kysely sees them, gathered from their areas (tables/*.ts: each table's columns, its
// row type and the values its columns hold). Kept by hand beside the migrations that create them.
import type { SessionsTable, UserAvatarsTable, UsersTable } from './tables/accounts.ts';
import type { AuditEntriesTable, WorkspaceSettingsTable } from './tables/administration.ts';
import type { InvitationMailsTable, InvitationProjectsTable, InvitationsTable } from './tables/invitations.ts';
import type { IssueMentionsTable, IssueRelationsTable } from './tables/issueRelations.ts';
import type { IssueAssigneesTable, IssueLabelsTable, IssueSearchTable, IssuesTable } from './tables/issues.ts';
import type { IssueSubscriptionsTable, NotificationsTable } from './tables/notifications.ts';
import type {
  LabelsTable,
  ProjectIssueCountsTable,
  ProjectMembersTable,
  ProjectSlugAliasesTable,
  ProjectsTable,
  SavedViewsTable,
} from './tables/projects.ts';
import type { IdempotencyKeysTable, SignInFailuresTable, SignUpFailuresTable, UploadsByPersonTable } from './tables/requestLimits.ts';
import type { AttachmentsTable, CommentsTable, IssueEventsTable } from './tables/timeline.ts';

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
