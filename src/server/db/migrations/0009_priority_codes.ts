// A change of priority is recorded by its code (URGENT, HIGH, MEDIUM, LOW, NONE), not by the words the
// timeline shows for it ("High", "No priority"): the words are presentation, and a stored value that must
// be parsed back breaks the day the wording changes. Converts the events already recorded, both ways.
import { sql, type Kysely } from 'kysely';

// `any`: a migration sees the database as it was when it was written, not today's typed `Database`.
type AnyDb = Kysely<any>;

/** The codes and the words 0004 to 0008 stored for them. */
const WORDS = sql`(values ('URGENT', 'Urgent'), ('HIGH', 'High'), ('MEDIUM', 'Medium'), ('LOW', 'Low'), ('NONE', 'No priority'))`;

async function convert(db: AnyDb, fromColumn: 'code' | 'word', toColumn: 'code' | 'word'): Promise<void> {
  for (const column of ['from_value', 'to_value']) {
    await sql`update issue_events e set ${sql.ref(column)} = w.${sql.ref(toColumn)}
      from ${WORDS} as w (code, word)
      where e.kind = 'PRIORITY_CHANGED' and e.${sql.ref(column)} = w.${sql.ref(fromColumn)}`.execute(db);
  }
}

export async function up(db: AnyDb): Promise<void> {
  await convert(db, 'word', 'code');
  await sql`alter table issue_events add constraint issue_events_priority_codes check (kind <> 'PRIORITY_CHANGED'
    or (from_value in ('URGENT', 'HIGH', 'MEDIUM', 'LOW', 'NONE') and to_value in ('URGENT', 'HIGH', 'MEDIUM', 'LOW', 'NONE')))`.execute(
    db,
  );
}

export async function down(db: AnyDb): Promise<void> {
  await sql`alter table issue_events drop constraint issue_events_priority_codes`.execute(db);
  await convert(db, 'code', 'word');
}
