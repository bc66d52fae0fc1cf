// What an issue's timeline shows: comments, events and attached files.
import type { ColumnType, Generated, Selectable } from 'kysely';
import type { CreatedAt, UpdatedAt } from './columns.ts';

export interface CommentsTable {
  id: Generated<number>;
  issue_id: number;
  author_id: number | null;
  body: string;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  edited_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

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

export type CommentRow = Selectable<CommentsTable>;

export type IssueEventRow = Selectable<IssueEventsTable>;

export type AttachmentRow = Selectable<AttachmentsTable>;
