// What each GraphQL object type is on the server before its fields resolve (codegen's "mappers"):
// database rows for entities, and the domain's lazy connections (domain/pagination.ts) for lists.
import type { AttachmentRow, CommentRow, IssueEventRow } from '../db/tables/timeline.ts';
import type { AuditEntryRow } from '../db/tables/administration.ts';
import type { InvitationRow } from '../db/tables/invitations.ts';
import type { IssueMentionRow } from '../db/tables/issueRelations.ts';
import type { IssueRow } from '../db/tables/issues.ts';
import type { LabelRow, ProjectRow, SavedViewRow } from '../db/tables/projects.ts';
import type { NotificationRow } from '../db/tables/notifications.ts';
import type { SessionRow, UserRow } from '../db/tables/accounts.ts';
import type { IssueSearchResult } from '../domain/issueList.ts';
import type { ChangeNotice, InboxNotice } from '../domain/liveChanges.ts';
import type { TimelineEntry } from '../domain/timeline.ts';
import type { Connection, Edge } from '../domain/pagination.ts';
import type { UserErrorModel } from '../domain/userError.ts';

export type ProjectModel = ProjectRow;
export type IssueModel = IssueRow;
export type UserModel = UserRow;
export type LabelModel = LabelRow;
export type CommentModel = CommentRow;
export type AttachmentModel = AttachmentRow;
export type IssueMentionModel = IssueMentionRow;

/** A reference in Markdown that the viewer may follow (graphql/references.ts). */
export interface MarkdownReferenceModel {
  readonly text: string;
  readonly issue: IssueRow | null;
  readonly user: UserRow | null;
}

export type ProjectConnectionModel = Connection<ProjectRow>;
export type ProjectEdgeModel = Edge<ProjectRow>;
export type IssueConnectionModel = IssueSearchResult;
export type IssueEdgeModel = Edge<IssueRow>;
export type CommentConnectionModel = Connection<CommentRow>;
export type CommentEdgeModel = Edge<CommentRow>;

export interface CreateIssuePayloadModel {
  readonly issue: IssueRow | null;
  readonly errors: readonly UserErrorModel[];
  readonly clientMutationId: string | null;
}

export interface AddIssueAttachmentsPayloadModel {
  readonly attachments: readonly AttachmentRow[];
  readonly issueId: number | null;
  readonly errors: readonly UserErrorModel[];
  readonly clientMutationId: string | null;
}

export interface AddCommentAttachmentsPayloadModel {
  readonly attachments: readonly AttachmentRow[];
  readonly commentId: number | null;
  readonly errors: readonly UserErrorModel[];
  readonly clientMutationId: string | null;
}

export interface RemoveAttachmentPayloadModel {
  readonly attachment: AttachmentRow | null;
  readonly issue: IssueRow | null;
  readonly comment: CommentRow | null;
  readonly errors: readonly UserErrorModel[];
  readonly clientMutationId: string | null;
}

export type UserConnectionModel = Connection<UserRow>;
export type UserEdgeModel = Edge<UserRow>;

/** The payload of a mutation that signs someone in or changes their account. */
export interface AccountPayloadModel {
  readonly viewer: UserRow | null;
  readonly errors: readonly UserErrorModel[];
  readonly clientMutationId: string | null;
}
export type SignUpPayloadModel = AccountPayloadModel;
export type SignInPayloadModel = AccountPayloadModel;
export type ChangePasswordPayloadModel = AccountPayloadModel;
export type UpdateAvatarPayloadModel = AccountPayloadModel;
export type RemoveAvatarPayloadModel = AccountPayloadModel;

export interface CreateProjectPayloadModel {
  readonly project: ProjectRow | null;
  readonly errors: readonly UserErrorModel[];
  readonly clientMutationId: string | null;
}

export interface SetUserRolePayloadModel {
  readonly user: UserRow | null;
  readonly errors: readonly UserErrorModel[];
  readonly clientMutationId: string | null;
}

export interface ProjectMemberPayloadModel {
  readonly project: ProjectRow | null;
  readonly user: UserRow | null;
  readonly errors: readonly UserErrorModel[];
  readonly clientMutationId: string | null;
}

export interface UpdateProfilePayloadModel {
  readonly viewer: UserRow | null;
  readonly errors: readonly UserErrorModel[];
  readonly clientMutationId: string | null;
}

export type SessionModel = SessionRow;
export type AuditEntryModel = AuditEntryRow;
export type AuditEntryConnectionModel = Connection<AuditEntryRow>;
export type AuditEntryEdgeModel = Edge<AuditEntryRow>;
export interface SignOutSessionPayloadModel {
  readonly endedSessionId: string | null;
  readonly viewer: UserRow | null;
  readonly errors: readonly UserErrorModel[];
  readonly clientMutationId: string | null;
}
export interface SignOutOtherSessionsPayloadModel {
  readonly endedSessionIds: readonly string[];
  readonly viewer: UserRow | null;
  readonly errors: readonly UserErrorModel[];
  readonly clientMutationId: string | null;
}

export interface UserActivationPayloadModel {
  readonly user: UserRow | null;
  readonly errors: readonly UserErrorModel[];
  readonly clientMutationId: string | null;
}

export interface ProjectArchivePayloadModel {
  readonly project: ProjectRow | null;
  readonly errors: readonly UserErrorModel[];
  readonly clientMutationId: string | null;
}

export type IssueEventModel = IssueEventRow;
export type SavedViewModel = SavedViewRow;
export type IssueTimelineConnectionModel = Connection<TimelineEntry>;
export type IssueTimelineEdgeModel = Edge<TimelineEntry>;

interface Payload {
  readonly errors: readonly UserErrorModel[];
  readonly clientMutationId: string | null;
}
export interface IssuesPayloadModel extends Payload {
  readonly issues: readonly IssueRow[];
  readonly unchangedIssues: readonly IssueRow[];
}
export interface IssueRelationPayloadModel extends Payload {
  readonly issue: IssueRow | null;
  readonly relatedIssue: IssueRow | null;
}
export type NotificationModel = NotificationRow;
export type NotificationConnectionModel = Connection<NotificationRow>;
export type NotificationEdgeModel = Edge<NotificationRow>;
/** `viewer` is the signed-in user, for their unread count after the change. */
export interface NotificationsPayloadModel extends Payload {
  readonly notifications: readonly NotificationRow[];
  readonly viewer: UserRow | null;
}
export interface MarkAllNotificationsReadPayloadModel extends Payload {
  readonly markedCount: number;
  readonly viewer: UserRow | null;
}
export interface SetIssueSubscriptionPayloadModel extends Payload {
  readonly issue: IssueRow | null;
}
export interface SetIssueParentPayloadModel extends Payload {
  readonly issue: IssueRow | null;
  readonly parent: IssueRow | null;
  readonly previousParent: IssueRow | null;
}
export interface UpdateIssuePayloadModel extends Payload {
  readonly issue: IssueRow | null;
}
export interface AddCommentPayloadModel extends Payload {
  readonly comment: CommentRow | null;
  readonly issue: IssueRow | null;
  /** The comment's place in the timeline, for its edge's cursor. */
  readonly timelineEntry: TimelineEntry | null;
}
export interface UpdateCommentPayloadModel extends Payload {
  readonly comment: CommentRow | null;
}
export interface DeleteCommentPayloadModel extends Payload {
  readonly deletedCommentId: string | null;
  readonly issue: IssueRow | null;
}
export interface DeleteIssuePayloadModel extends Payload {
  readonly deletedIssueId: string | null;
  readonly project: ProjectRow | null;
}
export interface LabelPayloadModel extends Payload {
  readonly label: LabelRow | null;
  readonly project: ProjectRow | null;
}
export interface DeleteLabelPayloadModel extends Payload {
  readonly deletedLabelId: string | null;
  readonly project: ProjectRow | null;
}
export interface CreateSavedViewPayloadModel extends Payload {
  readonly savedView: SavedViewRow | null;
  readonly project: ProjectRow | null;
}
/** As creating's: the view as it is now, and its project (whose list of views the client reads again). */
export type UpdateSavedViewPayloadModel = CreateSavedViewPayloadModel;
export interface DeleteSavedViewPayloadModel extends Payload {
  readonly deletedSavedViewId: string | null;
  readonly project: ProjectRow | null;
}

export type InvitationModel = InvitationRow;
export type InvitationConnectionModel = Connection<InvitationRow>;
export type InvitationEdgeModel = Edge<InvitationRow>;
export interface UpdateProjectPayloadModel extends Payload {
  readonly project: ProjectRow | null;
}
export interface CreateInvitationPayloadModel extends Payload {
  readonly invitation: InvitationRow | null;
  readonly token: string | null;
  readonly emailDelivery: 'NOT_SENT' | 'QUEUED' | null;
}
export interface RevokeInvitationPayloadModel extends Payload {
  readonly invitation: InvitationRow | null;
}
export type AcceptInvitationPayloadModel = AccountPayloadModel;
/** The workspace's fields are resolved from the server's configuration and settings (resolvers/Workspace.ts). */
export type WorkspaceModel = Record<string, never>;
export interface UpdateWorkspaceSettingsPayloadModel extends Payload {
  readonly workspace: WorkspaceModel | null;
}

/** A live event is the change notice it stands for; its fields are read as the subscriber (resolvers/Subscription.ts). */
export type IssueChangedPayloadModel = ChangeNotice;
export type ProjectIssuesChangedPayloadModel = ChangeNotice;
export type InboxChangedPayloadModel = InboxNotice;
