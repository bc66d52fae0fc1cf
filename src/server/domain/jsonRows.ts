// Rows that a statement hands back inside JSON (`to_json(row)`, `json_agg(row)`) so that one statement can carry
// another table's rows with its own (issue 14: fewer statements per page). JSON has no timestamps: PostgreSQL
// writes them as text with their offset, and these revivers make them the Dates that a row read apart carries
// (the driver's Dates hold milliseconds, and so does `new Date(text)`), so a row is the same however it was read.
import { sql } from 'kysely';
import { USER_COLUMNS, type UserRow } from '../db/tables/accounts.ts';
import type { AttachmentRow, CommentRow, IssueEventRow } from '../db/tables/timeline.ts';
import type { IssueMentionRow } from '../db/tables/issueRelations.ts';
import type { IssueRow } from '../db/tables/issues.ts';

/** A row as `to_json` writes it: each of `DateKeys` (a timestamp column) as text. */
export type AsJson<Row, DateKeys extends keyof Row> = Omit<Row, DateKeys> & {
  readonly [K in DateKeys]: null extends Row[K] ? string | null : string;
};

export const dateOrNull = (text: string | null): Date | null => (text === null ? null : new Date(text));

export type CommentJson = AsJson<CommentRow, 'created_at' | 'updated_at' | 'edited_at'>;
export const commentFromJson = (comment: CommentJson): CommentRow => ({
  ...comment,
  created_at: new Date(comment.created_at),
  updated_at: new Date(comment.updated_at),
  edited_at: dateOrNull(comment.edited_at),
});

export type AttachmentJson = AsJson<AttachmentRow, 'created_at'>;
export const attachmentFromJson = (attachment: AttachmentJson): AttachmentRow => ({
  ...attachment,
  created_at: new Date(attachment.created_at),
});

export type IssueEventJson = AsJson<IssueEventRow, 'created_at'>;
export const issueEventFromJson = (event: IssueEventJson): IssueEventRow => ({ ...event, created_at: new Date(event.created_at) });

export type IssueMentionJson = AsJson<IssueMentionRow, 'created_at'>;
export const issueMentionFromJson = (mention: IssueMentionJson): IssueMentionRow => ({
  ...mention,
  created_at: new Date(mention.created_at),
});

export type UserJson = AsJson<UserRow, 'created_at' | 'last_active_at' | 'deactivated_at' | 'avatar_updated_at'>;
/**
 * A person as JSON inside a statement, from the `users` row at `alias`: UserRow's columns only, so the password's
 * hash never leaves the database with a page (`to_json(u)` carried every column). A row of its own, as to_json
 * writes it: json_build_object's spaced text was larger and cost PostgreSQL more (bytes and CPU in docs/performance.md).
 */
export const userJsonOf = (alias: string) =>
  sql<UserJson>`(select to_json(person) from (select ${sql.join(USER_COLUMNS.map((column) => sql.ref(`${alias}.${column}`)))}) person)`;

export const userFromJson = (user: UserJson): UserRow => ({
  ...user,
  created_at: new Date(user.created_at),
  last_active_at: dateOrNull(user.last_active_at),
  deactivated_at: dateOrNull(user.deactivated_at),
  avatar_updated_at: dateOrNull(user.avatar_updated_at),
});

export type IssueJson = AsJson<IssueRow, 'created_at' | 'updated_at' | 'closed_at'>;
export const issueFromJson = (issue: IssueJson): IssueRow => ({
  ...issue,
  created_at: new Date(issue.created_at),
  updated_at: new Date(issue.updated_at),
  closed_at: dateOrNull(issue.closed_at),
});
