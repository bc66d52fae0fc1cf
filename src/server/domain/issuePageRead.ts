// The issue page's read: issues by (project, number) with what the page shows besides, in one statement.
import { sql, type Expression, type SqlBool } from 'kysely';
import type { DB } from '../db/database.ts';
import type { AttachmentRow } from '../db/tables/timeline.ts';
import type { IssueRelationRow } from '../db/tables/issueRelations.ts';
import type { IssueRow } from '../db/tables/issues.ts';
import type { UserRow } from '../db/tables/accounts.ts';
import type { ViewerSubscription } from './inbox.ts';
import { assigneesJsonOf, labelsJsonOf, linksFromJson, type IssueLinks } from './issueLinks.ts';
import { relationsSeenFrom, type RelationSeen } from './issueRelations.ts';
import {
  attachmentFromJson,
  issueFromJson,
  userFromJson,
  userJsonOf,
  type AsJson,
  type AttachmentJson,
  type IssueJson,
  type UserJson,
} from './jsonRows.ts';
import { byKey } from './keyedRows.ts';

/** A relation's row as JSON (its timestamp as text). */
type RelationJson = AsJson<IssueRelationRow, 'created_at'>;

/**
 * An issue found by its number, with what its page shows besides (apart, each a statement more): its labels and
 * assignees, the files attached to it (not to its comments) and the people these name (its author, the files'
 * uploaders).
 */
export type IssueWithLinks = IssueRow & {
  readonly links: IssueLinks;
  readonly attachments: AttachmentRow[];
  readonly people: UserRow[];
  /** Its relations (issueRelations.ts), whoever may see the other issues. */
  readonly relations: RelationSeen[];
  /** Its parent and its sub-issues (subIssues.ts), whoever may see them, the sub-issues by project and number. */
  readonly parent: IssueRow | null;
  readonly subIssues: IssueRow[];
  /** Whether the viewer follows it (inbox.ts), when read for a viewer: the issue page asks, in the same statement. */
  readonly viewerSubscription?: ViewerSubscription;
};

/** The statement of issuesByNumbers over the issues `where` picks, not yet run; the subscription when given a viewer. */
export function issuePageQuery(db: DB, where: Expression<SqlBool>, viewerId: number | null) {
  return db
    .selectFrom('issues')
    .selectAll('issues')
    .select((eb) => [
      labelsJsonOf(eb.ref('issues.id')).as('link_labels'),
      assigneesJsonOf(eb.ref('issues.id')).as('link_assignees'),
      sql<AttachmentJson[]>`coalesce((select json_agg(a order by a.id) from attachments a
        where a.issue_id = issues.id and a.comment_id is null), '[]')`.as('own_attachments'),
      sql<UserJson[]>`coalesce((select json_agg(${userJsonOf('u')}) from users u where u.id in (select issues.author_id
        union select a.uploader_id from attachments a where a.issue_id = issues.id and a.comment_id is null)), '[]')`.as('people'),
      sql<RelationJson[]>`coalesce((select json_agg(r) from issue_relations r
        where r.issue_id = issues.id or r.related_issue_id = issues.id), '[]')`.as('own_relations'),
      sql<IssueJson | null>`(select to_json(p) from issues p where p.id = issues.parent_id)`.as('own_parent'),
      sql<IssueJson[]>`coalesce((select json_agg(c order by c.project_id, c.number) from issues c
        where c.parent_id = issues.id), '[]')`.as('own_sub_issues'),
      viewerId === null
        ? sql<ViewerSubscription | null>`null`.as('own_subscription')
        : sql<ViewerSubscription | null>`(select json_build_object('subscribed', s.subscribed, 'reason', s.reason)
            from issue_subscriptions s where s.issue_id = issues.id and s.user_id = ${viewerId})`.as('own_subscription'),
    ])
    .where(where);
}

/** A row of issuePageQuery (its own columns' dates as Dates, or as text when it was read as JSON: issueFromJson). */
export type IssuePageRow = Awaited<ReturnType<ReturnType<typeof issuePageQuery>['execute']>>[number];

/** The issue of a row of issuePageQuery, with what its page shows besides. */
export function issueWithLinksOf(
  {
    link_labels,
    link_assignees,
    own_attachments,
    people,
    own_relations,
    own_parent,
    own_sub_issues,
    own_subscription,
    ...issue
  }: IssuePageRow,
  viewerId: number | null,
): IssueWithLinks {
  return {
    ...issue,
    ...(viewerId === null ? {} : { viewerSubscription: own_subscription ?? { subscribed: false, reason: null } }),
    links: linksFromJson(link_labels, link_assignees),
    attachments: own_attachments.map(attachmentFromJson),
    people: people.map(userFromJson),
    relations: relationsSeenFrom(
      own_relations.map((r) => ({ ...r, created_at: new Date(r.created_at) })),
      issue.id,
    ),
    parent: own_parent === null ? null : issueFromJson(own_parent),
    subIssues: own_sub_issues.map(issueFromJson),
  };
}

/**
 * Issues by (project, number), with their labels, assignees, attachments and the people these name; given a
 * viewer, also whether they follow each (so the issue page's statement count does not grow with the inbox).
 */
export async function issuesByNumbers(
  db: DB,
  keys: readonly { readonly projectId: number; readonly number: number }[],
  viewerId: number | null = null,
): Promise<(IssueWithLinks | null)[]> {
  const where = sql<SqlBool>`(project_id, number) in (${sql.join(keys.map((k) => sql`(${k.projectId}::int, ${k.number}::int)`))})`;
  const rows = await issuePageQuery(db, where, viewerId).execute();
  return byKey(
    keys.map((k) => `${k.projectId}:${k.number}`),
    rows.map((row) => issueWithLinksOf(row, viewerId)),
    (r) => `${r.project_id}:${r.number}`,
  );
}
