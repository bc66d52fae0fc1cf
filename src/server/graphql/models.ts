// What each GraphQL object type is on the server before its fields resolve (codegen's "mappers"):
// database rows for entities, and the connection shape built by `connections.ts` for lists.
import type { AttachmentRow, CommentRow, IssueRow, LabelRow, ProjectRow, UserRow } from '../db/tables.ts';
import type { Connection, Edge } from './connections.ts';
import type { UserErrorModel } from '../domain/userError.ts';

export type ProjectModel = ProjectRow;
export type IssueModel = IssueRow;
export type UserModel = UserRow;
export type LabelModel = LabelRow;
export type CommentModel = CommentRow;
export type AttachmentModel = AttachmentRow;

export type ProjectConnectionModel = Connection<ProjectRow>;
export type ProjectEdgeModel = Edge<ProjectRow>;
export type IssueConnectionModel = Connection<IssueRow>;
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
  readonly errors: readonly UserErrorModel[];
  readonly clientMutationId: string | null;
}
