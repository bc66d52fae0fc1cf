// Keeps each issue's search document (title, body and comments, weighted in that order) up to date. Called
// in the same transaction as every write that changes one of them, so search never lags behind.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/tables.ts';

export async function refreshSearchDocuments(db: Kysely<Database>, issueIds: readonly number[]): Promise<void> {
  if (issueIds.length === 0) return;
  await sql`
    insert into issue_search (issue_id, document)
    select id, setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', body), 'B')
      || setweight(to_tsvector('english', coalesce((select string_agg(c.body, ' ') from comments c where c.issue_id = issues.id), '')), 'C')
    from issues where id in (${sql.join(issueIds)})
    on conflict (issue_id) do update set document = excluded.document`.execute(db);
}

/** Every issue of some projects (for the demo seed, which inserts in bulk). */
export async function refreshProjectSearchDocuments(db: Kysely<Database>, projectId: number): Promise<void> {
  await sql`update issues set comment_count = (select count(*) from comments where comments.issue_id = issues.id) where project_id = ${projectId}`.execute(
    db,
  );
  const ids = await db.selectFrom('issues').select('id').where('project_id', '=', projectId).execute();
  for (let i = 0; i < ids.length; i += 500)
    await refreshSearchDocuments(
      db,
      ids.slice(i, i + 500).map((r) => r.id),
    );
}
