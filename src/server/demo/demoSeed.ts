// Seeds the demo workspace: 3 projects, 600 issues, 8 users, 10 labels per project, comments in Markdown, and
// a few entries in the admin's inbox (demoInbox.ts).
// Deterministic (seeded random, fixed dates), all in one transaction: a crash leaves an empty database,
// which the next start seeds again. Runs only when there are no projects, so a restart never seeds twice.
import { sql, type Transaction } from 'kysely';
import type { DB } from '../db/database.ts';
import type { Database } from '../db/tables.ts';
import { hashPassword, verifyPassword } from '../domain/passwords.ts';
import { refreshProjectSearchDocuments } from '../domain/searchIndex.ts';
import {
  commentLines,
  DEMO_PASSWORD,
  demoAccounts,
  demoLabels,
  demoProjects,
  demoUsers,
  markdownExtras,
  paragraphs,
  privateProjectMembers,
  qualifiers,
  subjects,
  verbs,
} from './demoContent.ts';
import { seedAdminInbox } from './demoInbox.ts';
import { SeededRandom } from './random.ts';

const ISSUES_PER_PROJECT = 200;
/** Everything in the demo happened in the 300 days before this instant. */
const DEMO_NOW = Date.parse('2026-11-01T12:00:00Z');
const DAY = 86_400_000;
/** PostgreSQL allows 65 535 bind parameters per statement; stay far below. */
const CHUNK = 1000;

export interface SeedResult {
  readonly seeded: boolean;
}

async function insertChunked<T extends keyof Database & string>(
  trx: Transaction<Database>,
  table: T,
  rows: readonly Record<string, unknown>[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    // The rows are built above with the table's own column names; Kysely's per-table insert type is not
    // expressible for a generic table, hence the cast.
    await trx
      .insertInto(table)
      .values(rows.slice(i, i + CHUNK) as never)
      .execute();
  }
}

export async function seedDemoIfEmpty(db: DB): Promise<SeedResult> {
  return db.transaction().execute(async (trx) => {
    // Several server processes may start at once on one PostgreSQL: only one seeds.
    await sql`select pg_advisory_xact_lock(7321001)`.execute(trx);
    const existing = await trx.selectFrom('projects').select('id').limit(1).executeTakeFirst();
    if (existing) return { seeded: false };
    await seed(trx);
    return { seeded: true };
  });
}

async function seed(trx: Transaction<Database>): Promise<void> {
  const random = new SeededRandom(20261121);
  const users = await trx
    .insertInto('users')
    .values(
      demoUsers.map((u) => ({ login: u.login, name: u.name, email: `${u.login}@triage.test`, created_at: new Date(DEMO_NOW - 400 * DAY) })),
    )
    .returning(['id'])
    .execute();
  const userIds = users.map((u) => u.id);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const accounts = await trx
    .insertInto('users')
    .values(demoAccounts.map((a) => ({ ...a, password_hash: passwordHash, created_at: new Date(DEMO_NOW - 400 * DAY) })))
    .returning(['id', 'login'])
    .execute();
  const idByLogin = new Map([...demoUsers.map((u, i) => [u.login, userIds[i]] as const), ...accounts.map((a) => [a.login, a.id] as const)]);

  for (const [projectIndex, project] of demoProjects.entries()) {
    const { id: projectId } = await trx
      .insertInto('projects')
      .values({ ...project, next_issue_number: ISSUES_PER_PROJECT + 1, created_at: new Date(DEMO_NOW - 320 * DAY) })
      .returning('id')
      .executeTakeFirstOrThrow();
    const labels = await trx
      .insertInto('labels')
      .values(demoLabels.map((l) => ({ ...l, project_id: projectId })))
      .returning('id')
      .execute();
    const labelIds = labels.map((l) => l.id);
    const members = (privateProjectMembers[project.slug] ?? []).flatMap((login) => idByLogin.get(login) ?? []);
    if (members.length > 0)
      await trx
        .insertInto('project_members')
        .values(members.map((userId) => ({ project_id: projectId, user_id: userId })))
        .execute();

    const issueRows = [];
    for (let number = 1; number <= ISSUES_PER_PROJECT; number += 1) {
      // Issue numbers grow with time, as they do in a real project.
      const created = DEMO_NOW - (300 - (number * 300) / ISSUES_PER_PROJECT) * DAY + random.int(0, DAY / 2) + projectIndex * 1000;
      // Recent issues cannot have been updated in the future: their activity is squeezed into the time left.
      const updated = created + Math.floor(random.next() * Math.min(20 * DAY, DEMO_NOW - created));
      const closed = random.next() < 0.35;
      const body = [random.pick(paragraphs), random.pick(markdownExtras), random.next() < 0.5 ? random.pick(paragraphs) : '']
        .filter(Boolean)
        .join('\n\n');
      issueRows.push({
        project_id: projectId,
        number,
        title: `${random.pick(verbs)} ${random.pick(subjects)} ${random.pick(qualifiers)}`,
        body,
        state: closed ? ('CLOSED' as const) : ('OPEN' as const),
        state_reason: closed ? (random.next() < 0.8 ? ('COMPLETED' as const) : ('NOT_PLANNED' as const)) : null,
        // Most issues have no priority, as in real projects; 1 urgent … 4 low, 5 none.
        priority: random.pick([5, 5, 5, 4, 4, 3, 3, 2, 1]),
        author_id: random.pick(userIds),
        created_at: new Date(created),
        updated_at: new Date(updated),
        closed_at: closed ? new Date(updated) : null,
      });
    }
    const issues = await trx
      .insertInto('issues')
      .values(issueRows)
      .returning(['id', 'created_at', 'updated_at', 'state', 'state_reason', 'closed_at', 'author_id'])
      .execute();
    const eventRows: {
      issue_id: number;
      actor_id: number | null;
      kind: 'LABELED' | 'ASSIGNED' | 'CLOSED';
      to_value?: string | null;
      label_id?: number;
      assignee_id?: number;
      created_at: Date;
    }[] = [];

    const assigneeRows: { issue_id: number; user_id: number }[] = [];
    const issueLabelRows: { issue_id: number; label_id: number }[] = [];
    const commentRows: { issue_id: number; author_id: number; body: string; created_at: Date; updated_at: Date }[] = [];
    for (const issue of issues) {
      // The timeline tells how each issue got its labels, assignees and state.
      const soon = new Date(issue.created_at.getTime() + 60 * 60 * 1000);
      for (const userId of random.sample(userIds, random.int(0, 3))) {
        assigneeRows.push({ issue_id: issue.id, user_id: userId });
        eventRows.push({ issue_id: issue.id, actor_id: issue.author_id, kind: 'ASSIGNED', assignee_id: userId, created_at: soon });
      }
      for (const labelId of random.sample(labelIds, random.int(0, 3))) {
        issueLabelRows.push({ issue_id: issue.id, label_id: labelId });
        eventRows.push({ issue_id: issue.id, actor_id: issue.author_id, kind: 'LABELED', label_id: labelId, created_at: soon });
      }
      if (issue.state === 'CLOSED' && issue.closed_at) {
        eventRows.push({
          issue_id: issue.id,
          actor_id: random.pick(userIds),
          kind: 'CLOSED',
          to_value: issue.state_reason,
          created_at: issue.closed_at,
        });
      }
      const createdAt = issue.created_at.getTime();
      const span = Math.max(1, issue.updated_at.getTime() - createdAt);
      const count = random.int(0, 8);
      for (let c = 0; c < count; c += 1) {
        const at = new Date(createdAt + Math.floor((span * (c + 1)) / (count + 1)));
        const body = random.next() < 0.3 ? `${random.pick(commentLines)}\n\n${random.pick(markdownExtras)}` : random.pick(commentLines);
        commentRows.push({ issue_id: issue.id, author_id: random.pick(userIds), body, created_at: at, updated_at: at });
      }
    }
    await insertChunked(trx, 'issue_assignees', assigneeRows);
    await insertChunked(trx, 'issue_labels', issueLabelRows);
    await insertChunked(trx, 'comments', commentRows);
    await insertChunked(trx, 'issue_events', eventRows);
    await refreshProjectSearchDocuments(trx, projectId);
  }
  await seedAdminInbox(trx, idByLogin.get('admin') as number, userIds[0] as number, DEMO_NOW);
}

/**
 * The demo accounts that still sign in with the password published in the README: fine on the default loopback
 * address, an open door on a server other machines reach.
 */
export async function accountsWithPublishedPassword(db: DB): Promise<string[]> {
  const rows = await db
    .selectFrom('users')
    .select(['email', 'password_hash'])
    .where(
      'email',
      'in',
      demoAccounts.map((a) => a.email),
    )
    .orderBy('email')
    .execute();
  const open: string[] = [];
  for (const row of rows) {
    if (row.email && row.password_hash && (await verifyPassword(DEMO_PASSWORD, row.password_hash))) open.push(row.email);
  }
  return open;
}
