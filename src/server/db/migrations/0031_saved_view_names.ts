// A person's saved views of a project have names that differ ignoring case (issue 22). The application
// checks it before writing, but two creates or renames at once both pass that check: this index lets only
// one of them in, and the other gets the same "You already have a view with this name." (domain/savedViews.ts).
// `lower(name)`, the comparison the application makes in SQL too, so that the check and the index agree.
// It replaces `saved_views_owner` (user_id, project_id), which it serves as well.
import { sql, type Kysely } from 'kysely';

// `any`: a migration sees the database as it was when it was written, not today's typed `Database`.
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  // Two views that such a race let in before: the later one gets its id after its name, "Bugs (12)", still
  // within the 50 characters a name may have.
  await sql`update saved_views v set name = left(v.name, 50 - length(' (' || v.id || ')')) || ' (' || v.id || ')'
    where exists (select 1 from saved_views w
      where w.user_id = v.user_id and w.project_id = v.project_id and lower(w.name) = lower(v.name) and w.id < v.id)`.execute(db);
  await sql`create unique index saved_views_owner_name on saved_views (user_id, project_id, lower(name))`.execute(db);
  await db.schema.dropIndex('saved_views_owner').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.createIndex('saved_views_owner').on('saved_views').columns(['user_id', 'project_id']).execute();
  await db.schema.dropIndex('saved_views_owner_name').execute();
}
