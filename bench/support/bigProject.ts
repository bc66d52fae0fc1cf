// Seeds one big public project (`big`, 100 000 issues by default) into an already migrated and seeded
// database, for the keyset pagination benchmark: multi-row inserts of 1 000 rows inside one transaction.
// Deterministic (seeded random), so every run measures the same data.
import { sql } from 'kysely';
import type { DB } from '../../src/server/db/database.ts';
import { SeededRandom } from '../../src/server/demo/random.ts';
import { refreshSearchDocuments } from '../../src/server/domain/searchIndex.ts';

export const BIG_PROJECT_SLUG = 'big';
const CHUNK = 1000;
const DAY = 86_400_000;
const START = Date.parse('2020-01-01T00:00:00Z');

export interface BigProject {
  readonly projectId: number;
  readonly issues: number;
  readonly openIssues: number;
  readonly labelLinks: number;
  readonly assigneeLinks: number;
  readonly seedMs: number;
  readonly vacuumMs: number;
  /** Median time of `count(*)` of the open issues before and after VACUUM ANALYZE (ms). */
  readonly countBeforeVacuumMs: number;
  readonly countAfterVacuumMs: number;
}

async function timeCount(db: DB, projectId: number): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < 7; i += 1) {
    const started = performance.now();
    await sql`select count(*)::int from issues where project_id = ${projectId} and state = 'OPEN'`.execute(db);
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[3] ?? NaN;
}

/**
 * The words of the issues' bodies, most used first: the one of rank r is in about min(0.3, 0.9 / r^0.7) of the issues
 * (Zipf-like, as words are in real trackers: `fail` in 30 %, the last ones in 2-3 %), about eleven an issue.
 */
const BODY_WORDS = `
  fail error user load page server test click update data request button show crash slow save login timeout
  browser cache version message config network query render mobile screen account export import email
  notification setting password session token database migration memory layout scroll keyboard shortcut font
  color theme image attachment permission role invite report chart filter sort column table row modal tooltip
  dropdown calendar date timezone locale translation accessibility contrast focus animation spinner retry
  offline sync conflict duplicate webhook api endpoint header cookie redirect proxy certificate deploy build
  pipeline docker kubernetes log metric alert backup restore quota billing invoice subscription plugin extension
  editor markdown preview comment mention reaction emoji avatar profile search index pagination cursor websocket
  latency throughput regression benchmark flaky deadlock leak overflow encoding unicode clipboard drag resize
  zoom print pdf csv json schema graphql mutation webpack upload download
`
  .trim()
  .split(/\s+/);
/** Words each in about 0.1 % of the issues (about a hundred of `big`'s). */
const RARE_WORDS = ['checksum', 'palindrome', 'quaternion', 'heliotrope', 'marzipan', 'zeppelin'] as const;
/** The words of the titles after `<verb> the <area>`. */
const TITLE_THINGS = ['form', 'menu', 'button', 'dialog', 'panel', 'header', 'footer', 'sidebar'] as const;
const FILLER = ['the', 'when', 'after', 'with', 'on', 'and', 'is', 'not', 'it', 'in'] as const;

/** A body of the vocabulary's words in a random order, stop words between them (which the search index drops). */
function bodyOf(words: SeededRandom): string {
  const chosen: string[] = BODY_WORDS.filter((_, rank) => words.next() < Math.min(0.3, 0.9 / (rank + 1) ** 0.7));
  for (const rare of RARE_WORDS) if (words.next() < 0.001) chosen.push(rare);
  for (let i = chosen.length - 1; i > 0; i -= 1) {
    const j = words.int(0, i);
    [chosen[i], chosen[j]] = [chosen[j] as string, chosen[i] as string];
  }
  return chosen.map((word) => `${word} ${words.pick(FILLER)}`).join(' ');
}

export async function seedBigProject(db: DB, issues: number): Promise<BigProject> {
  const random = new SeededRandom(6_100_000);
  // The text has a generator of its own, so the issues' states, labels and people are those of before it had words.
  const words = new SeededRandom(6_200_000);
  const started = performance.now();
  const result = await db.transaction().execute(async (trx) => {
    const userIds = (await trx.selectFrom('users').select('id').orderBy('id').execute()).map((u) => u.id);
    const { id: projectId } = await trx
      .insertInto('projects')
      .values({
        slug: BIG_PROJECT_SLUG,
        name: 'Big',
        description: `${issues} issues, for the benchmarks.`,
        next_issue_number: issues + 1,
        created_at: new Date(START),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const labelIds = (
      await trx
        .insertInto('labels')
        .values(
          Array.from({ length: 10 }, (_, i) => ({
            project_id: projectId,
            name: `area-${i}`,
            color: `${((i * 1_234_567) % 0xffffff).toString(16).padStart(6, '0')}`,
            description: `Area ${i}`,
          })),
        )
        .returning('id')
        .execute()
    ).map((l) => l.id);
    let openIssues = 0;
    let labelLinks = 0;
    let assigneeLinks = 0;
    for (let first = 1; first <= issues; first += CHUNK) {
      const rows = [];
      for (let number = first; number < first + CHUNK && number <= issues; number += 1) {
        const created = START + Math.floor((number / issues) * 1500 * DAY);
        const closed = random.next() < 0.35;
        if (!closed) openIssues += 1;
        rows.push({
          project_id: projectId,
          number,
          title: `Issue ${number}: ${random.pick(['fix', 'add', 'remove', 'speed up', 'document'])} the ${random.pick(['list', 'page', 'form', 'menu', 'upload', 'search'])} ${words.pick(TITLE_THINGS)}`,
          body: bodyOf(words),
          state: closed ? ('CLOSED' as const) : ('OPEN' as const),
          author_id: random.pick(userIds),
          created_at: new Date(created),
          updated_at: new Date(created + random.int(0, 10 * DAY)),
          closed_at: closed ? new Date(created + 10 * DAY) : null,
        });
      }
      const inserted = await trx.insertInto('issues').values(rows).returning('id').execute();
      // Their search documents, as the app writes them.
      await refreshSearchDocuments(
        trx,
        inserted.map(({ id }) => id),
      );
      const labels: { issue_id: number; label_id: number }[] = [];
      const assignees: { issue_id: number; user_id: number }[] = [];
      for (const { id } of inserted) {
        for (const labelId of random.sample(labelIds, random.int(0, 3))) labels.push({ issue_id: id, label_id: labelId });
        for (const userId of random.sample(userIds, random.int(0, 2))) assignees.push({ issue_id: id, user_id: userId });
      }
      // At most 3 000 rows of 2 values: far below PostgreSQL's 65 535 bind parameters.
      if (labels.length > 0) await trx.insertInto('issue_labels').values(labels).execute();
      if (assignees.length > 0) await trx.insertInto('issue_assignees').values(assignees).execute();
      labelLinks += labels.length;
      assigneeLinks += assignees.length;
    }
    return { projectId, openIssues, labelLinks, assigneeLinks };
  });
  const seedMs = performance.now() - started;
  await sql`analyze`.execute(db);
  const countBeforeVacuumMs = await timeCount(db, result.projectId);
  // The steady state: PostgreSQL's autovacuum vacuums a table after this many inserts, which sets the
  // visibility map, so counts become index-only scans. PGlite runs no autovacuum (no background workers).
  const vacuumStarted = performance.now();
  await sql`vacuum analyze`.execute(db);
  const vacuumMs = performance.now() - vacuumStarted;
  return { ...result, issues, seedMs, vacuumMs, countBeforeVacuumMs, countAfterVacuumMs: await timeCount(db, result.projectId) };
}
