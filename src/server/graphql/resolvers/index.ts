// Every resolver of the schema, by type.
import type { Resolvers } from '../__generated__/resolvers-types.ts';
import { CommentConnection, InvitationConnection, IssueConnection, ProjectConnection, UserConnection } from './connections.ts';
import { CreateProjectPayload } from './adminMutations.ts';
import { IssueEvent, IssueMention, IssueTimelineConnection, IssueTimelineEdge, IssueTimelineItem, SavedView } from './tracker.ts';
import { AddCommentPayload } from './trackerMutations.ts';
import { Comment, Label, User } from './entities.ts';
import { Issue } from './Issue.ts';
import {
  AddCommentAttachmentsPayload,
  AddIssueAttachmentsPayload,
  CreateIssuePayload,
  Mutation,
  RemoveAttachmentPayload,
} from './Mutation.ts';
import { Attachment } from './Attachment.ts';
import { Node } from './node.ts';
import { Project } from './Project.ts';
import { AuditEntry, AuditEntryConnection } from './auditLog.ts';
import { Query } from './Query.ts';
import { Notification, NotificationConnection, NotificationsPayload } from './inbox.ts';
import { Session } from './sessions.ts';
import { CreateInvitationPayload, Invitation, Workspace } from './Workspace.ts';
import { DateTime } from './scalars.ts';
import { InboxChangedPayload, IssueChangedPayload, ProjectIssuesChangedPayload, Subscription } from './Subscription.ts';

export const resolvers: Resolvers = {
  DateTime,
  Node,
  Query,
  Mutation,
  Subscription,
  IssueChangedPayload,
  InboxChangedPayload,
  ProjectIssuesChangedPayload,
  Project,
  Issue,
  User,
  Session,
  Label,
  Comment,
  ProjectConnection,
  IssueConnection,
  CommentConnection,
  CreateIssuePayload,
  Attachment,
  AddIssueAttachmentsPayload,
  AddCommentAttachmentsPayload,
  RemoveAttachmentPayload,
  UserConnection,
  CreateProjectPayload,
  IssueEvent,
  SavedView,
  IssueTimelineItem,
  IssueMention,
  IssueTimelineConnection,
  IssueTimelineEdge,
  AddCommentPayload,
  Workspace,
  Invitation,
  CreateInvitationPayload,
  InvitationConnection,
  AuditEntry,
  AuditEntryConnection,
  Notification,
  NotificationConnection,
  NotificationsPayload,
};
