// Writing the inbox (README "The inbox"): an event on an issue (a comment, an assignment, a mention, a state
// change, a close as duplicate, a back-link or a relation from another issue) tells the people who follow the
// issue, in the transaction of the event. Each event costs two statements whatever the number of followers: one
// makes the people it concerns followers (implicit subscriptions), one bumps every follower's entry for the issue
// (`insert … select … on conflict do update`), so an issue followed by 1,000 people costs about what one
// followed by one does.
//
// Nobody is told of their own action, deactivated people are not told, and neither is anyone who cannot see the
// issue's project at the time of the event (reading filters again, by what the reader can see then).
import { sql, type RawBuilder } from 'kysely';
import { referencesIn } from '../../shared/references.ts';
import type { DB } from '../db/database.ts';
import type { NotificationReason, SubscriptionReason } from '../db/tables/notifications.ts';
import type { SignedIn } from './viewer.ts';

/** How many people one text can mention with effect: a bound on the work of a text full of `@`s. */
export const MAX_MENTIONS_PER_TEXT = 50;

/** Someone the event is about, told whether or not they follow the issue (a mention, an assignment). */
export interface Addressee {
  readonly userId: number;
  readonly reason: 'MENTIONED' | 'ASSIGNED';
}

export interface IssueEvent {
  readonly issueId: number;
  readonly actor: SignedIn;
  readonly at: Date;
  /** What the issue's followers are told; null when only the addressees are. */
  readonly reason: NotificationReason | null;
  /** Told first and made followers (unless they unsubscribed from the issue). */
  readonly addressees?: readonly Addressee[];
  /** The actor follows the issue from now on (their new issue, their comment), unless they unsubscribed. */
  readonly actorFollows?: SubscriptionReason;
}

/**
 * A SQL condition: the user `u` may see the project whose id and visibility are the columns `id` and
 * `visibility` of `from` now (as authorization.ts's visibleProjects).
 */
function seesProject(from: string, id = 'id', visibility = 'visibility'): RawBuilder<boolean> {
  const [pid, pvis] = [sql.ref(`${from}.${id}`), sql.ref(`${from}.${visibility}`)];
  return sql<boolean>`(u.role = 'ADMIN' or ${pvis} = 'PUBLIC'
  or exists (select 1 from project_members m where m.project_id = ${pid} and m.user_id = u.id))`;
}
const userSeesProject = seesProject('p');

/**
 * The issue's project, read once per statement: a CTE materialized as one row, so that a fan-out to 1,000 followers
 * does not look the issue and its project up again for each of them (5 buffer reads a follower).
 */
function issueProject(issueId: number): RawBuilder<unknown> {
  return sql`issue_project as materialized (
    select p.id, p.visibility from issues i join projects p on p.id = i.project_id where i.id = ${issueId}::int)`;
}

/**
 * The follower `t.user_id` as `u` (id, role), if active: looked up by primary key for each follower. The fence
 * (`offset 0`) keeps the planner from joining the users otherwise: PGlite never gathers statistics, and without
 * them it took the users for 2 rows and compared every follower with every user (a million comparisons at
 * 1,000 followers).
 */
const activeFollower = sql`cross join lateral (
      select u.id, u.role from users u where u.id = t.user_id and u.deactivated_at is null offset 0) u`;

function valuesOf(rows: readonly { userId: number; reason: string }[]): RawBuilder<unknown> {
  return sql`(values ${sql.join(rows.map((r) => sql`(${r.userId}::int, ${r.reason}::text)`))})`;
}

/** Makes the people listed followers of the issue, if they may see it; someone who unsubscribed stays unsubscribed. */
async function follow(trx: DB, issueId: number, people: readonly { userId: number; reason: SubscriptionReason }[]): Promise<void> {
  if (people.length === 0) return;
  await sql`insert into issue_subscriptions (issue_id, user_id, subscribed, reason)
    select distinct on (w.user_id) ${issueId}::int, w.user_id, true, w.reason
    from ${valuesOf(people)} as w(user_id, reason)
    join users u on u.id = w.user_id
    join issues i on i.id = ${issueId}::int
    join projects p on p.id = i.project_id
    where u.deactivated_at is null and ${userSeesProject}
    order by w.user_id
    on conflict (issue_id, user_id) do nothing`.execute(trx);
}

/**
 * Records an event in the inbox of everyone it concerns: the addressees with their own reason, the other
 * followers with the event's; the actor never. One entry per person and issue: an entry already there counts
 * one more unread event, takes the latest reason and time, and leaves Done (a new event brings it back).
 */
export async function notify(trx: DB, event: IssueEvent): Promise<void> {
  // One reason per person: the first given (an assignee also mentioned in the new issue is told "assigned").
  const addressees: Addressee[] = [];
  for (const a of event.addressees ?? []) if (!addressees.some((b) => b.userId === a.userId)) addressees.push(a);
  const followers = [
    ...(event.actorFollows ? [{ userId: event.actor.id, reason: event.actorFollows }] : []),
    ...addressees.filter((a) => a.userId !== event.actor.id),
  ];
  await follow(trx, event.issueId, followers);
  const told = addressees.filter((a) => a.userId !== event.actor.id);
  if (told.length === 0 && event.reason === null) return;
  // One row per person without sorting the followers: the addressees with their reason, then every other follower.
  const others = told.length > 0 ? sql` and s.user_id not in (${sql.join(told.map((a) => sql`${a.userId}::int`))})` : sql``;
  const candidates = [
    ...(told.length > 0 ? [sql`select d.user_id, d.reason from ${valuesOf(told)} as d(user_id, reason)`] : []),
    ...(event.reason !== null
      ? [
          sql`select s.user_id, ${event.reason}::text from issue_subscriptions s
              where s.issue_id = ${event.issueId}::int and s.subscribed${others}`,
        ]
      : []),
  ];
  await sql`with ${issueProject(event.issueId)}
    insert into notifications (user_id, issue_id, reason, unread_count, updated_at)
    select t.user_id, ${event.issueId}::int, t.reason, 1, ${event.at}::timestamptz
    from (${sql.join(candidates, sql` union all `)}) as t(user_id, reason)
    cross join issue_project p
    ${activeFollower}
    where t.user_id <> ${event.actor.id}::int and ${userSeesProject}
    on conflict (user_id, issue_id) do update set
      reason = excluded.reason,
      unread_count = notifications.unread_count + 1,
      updated_at = excluded.updated_at,
      done_at = null,
      source_issue_id = null`.execute(trx);
}

/** An issue whose followers are told of a link from another issue: a back-link or a relation. */
export interface LinkedIssue {
  readonly issueId: number;
  /** The other issue: its followers are told only if they may see it too (no private title leaks into an inbox). */
  readonly sourceIssueId: number;
}

/**
 * Tells the followers of each issue in `links` that another issue now links to it (REFERENCED: a back-link;
 * RELATED: a relation or a sub-issue; DUPLICATE: a duplicate to review), in one statement for all of them. The
 * actor is never told, and neither is anyone who may not see both issues: the entry names the other issue too
 * (`source_issue_id`: "Mentioned in #45 Title"), and even without its title, telling someone that a private issue
 * they cannot see links to theirs would say that one exists.
 */
export async function notifyLinked(
  trx: DB,
  actor: SignedIn,
  at: Date,
  reason: 'REFERENCED' | 'RELATED' | 'DUPLICATE',
  links: readonly LinkedIssue[],
): Promise<void> {
  // One link per issue: a statement may bump a person's entry only once (the first source is as good as any).
  const byIssue = new Map<number, number>();
  for (const link of links) if (!byIssue.has(link.issueId)) byIssue.set(link.issueId, link.sourceIssueId);
  if (byIssue.size === 0) return;
  const values = sql`(values ${sql.join([...byIssue].map(([issueId, sourceId]) => sql`(${issueId}::int, ${sourceId}::int)`))})`;
  // Each link's two projects are read once (a materialized CTE), not once per follower.
  await sql`with link as materialized (
      select l.issue_id, l.source_id, p.id as project_id, p.visibility, sp.id as source_project_id,
        sp.visibility as source_visibility
      from ${values} as l(issue_id, source_id)
      join issues i on i.id = l.issue_id
      join projects p on p.id = i.project_id
      join issues si on si.id = l.source_id
      join projects sp on sp.id = si.project_id)
    insert into notifications (user_id, issue_id, reason, unread_count, updated_at, source_issue_id)
    select t.user_id, l.issue_id, ${reason}::text, 1, ${at}::timestamptz, l.source_id
    from link l
    join issue_subscriptions t on t.issue_id = l.issue_id and t.subscribed
    ${activeFollower}
    where t.user_id <> ${actor.id}::int
      and ${seesProject('l', 'project_id')} and ${seesProject('l', 'source_project_id', 'source_visibility')}
    on conflict (user_id, issue_id) do update set
      reason = excluded.reason,
      unread_count = notifications.unread_count + 1,
      updated_at = excluded.updated_at,
      done_at = null,
      source_issue_id = excluded.source_issue_id`.execute(trx);
}

/** The logins a text mentions (`@ada`), each once, in lower case, at most MAX_MENTIONS_PER_TEXT. */
function mentionedLogins(markdown: string): string[] {
  const logins = referencesIn(markdown).flatMap((r) => (r.kind === 'user' ? [r.login.toLowerCase()] : []));
  return [...new Set(logins)].slice(0, MAX_MENTIONS_PER_TEXT);
}

/**
 * The people `after` mentions that `before` did not (an edit tells only those it adds), as addressees; logins
 * of nobody are left out.
 */
export async function newlyMentioned(db: DB, before: string | null, after: string): Promise<Addressee[]> {
  const known = new Set(before === null ? [] : mentionedLogins(before));
  const logins = mentionedLogins(after).filter((login) => !known.has(login));
  if (logins.length === 0) return [];
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where(sql<string>`lower(login)`, 'in', logins)
    .execute();
  return rows.map((row) => ({ userId: row.id, reason: 'MENTIONED' }));
}
