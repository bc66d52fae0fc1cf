// The projects' issue counters (migration 0023) against a real count of their issues, and the issue's project,
// state (0026) and number (0029) that each label and assignee link carries against the issue's own: each project whose counter
// differs and each link whose copy differs, described; none when they agree. Shared by issueCounters.test.ts,
// searchCounts.test.ts and the write matrix.
import { sql } from 'kysely';
import type { DB } from '../../src/server/db/database.ts';

export async function issueCounterMismatches(db: DB): Promise<string[]> {
  const { rows } = await sql<{ slug: string; open_counter: number; closed_counter: number; open: number; closed: number }>`
    select p.slug, coalesce(c.open_count, 0) as open_counter, coalesce(c.closed_count, 0) as closed_counter,
      (select count(*)::int from issues i where i.project_id = p.id and i.state = 'OPEN') as open,
      (select count(*)::int from issues i where i.project_id = p.id and i.state = 'CLOSED') as closed
    from projects p left join project_issue_counts c on c.project_id = p.id order by p.id`.execute(db);
  const links = await sql<{ link: string }>`
    select format('issue %s''s link to label %s says %s #%s in project %s', i.id, l.label_id, l.state, l.number, l.project_id) as link
      from issue_labels l join issues i on i.id = l.issue_id
      where l.state is distinct from i.state or l.project_id is distinct from i.project_id or l.number is distinct from i.number
    union all
    select format('issue %s''s link to assignee %s says %s #%s in project %s', i.id, a.user_id, a.state, a.number, a.project_id)
      from issue_assignees a join issues i on i.id = a.issue_id
      where a.state is distinct from i.state or a.project_id is distinct from i.project_id or a.number is distinct from i.number`.execute(
    db,
  );
  return [
    ...rows
      .filter((row) => row.open_counter !== row.open || row.closed_counter !== row.closed)
      .map(
        (row) =>
          `${row.slug}: counters say ${row.open_counter} open and ${row.closed_counter} closed, the issues ${row.open} and ${row.closed}`,
      ),
    ...links.rows.map((row) => row.link),
  ];
}
