// The projects' issue counters (migration 0023) against a real count of their issues: each project whose
// counter differs, described; none when they agree. Shared by issueCounters.test.ts and the write matrix.
import { sql } from 'kysely';
import type { DB } from '../../src/server/db/database.ts';

export async function issueCounterMismatches(db: DB): Promise<string[]> {
  const { rows } = await sql<{ slug: string; open_counter: number; closed_counter: number; open: number; closed: number }>`
    select p.slug, coalesce(c.open_count, 0) as open_counter, coalesce(c.closed_count, 0) as closed_counter,
      (select count(*)::int from issues i where i.project_id = p.id and i.state = 'OPEN') as open,
      (select count(*)::int from issues i where i.project_id = p.id and i.state = 'CLOSED') as closed
    from projects p left join project_issue_counts c on c.project_id = p.id order by p.id`.execute(db);
  return rows
    .filter((row) => row.open_counter !== row.open || row.closed_counter !== row.closed)
    .map(
      (row) =>
        `${row.slug}: counters say ${row.open_counter} open and ${row.closed_counter} closed, the issues ${row.open} and ${row.closed}`,
    );
}
