// The inbox (issue 17): two more reasons an entry is bumped. REFERENCED: another issue's description or comment
// now refers to an issue the person follows (a new back-link, "mentioned in #45"). RELATED: an issue they follow
// was related to another (blocks, blocked by, relates to, duplicate of) or got a parent or a sub-issue.
import { sql, type Kysely } from 'kysely';

// `any`: a migration sees the database as it was when it was written, not today's typed `Database`.
type AnyDb = Kysely<any>;

async function allowReasons(db: AnyDb, reasons: readonly string[]): Promise<void> {
  await sql`alter table notifications drop constraint notifications_reason_check`.execute(db);
  await sql`alter table notifications add constraint notifications_reason_check check (reason in (${sql.join(
    reasons.map((r) => sql.lit(r)),
  )}))`.execute(db);
}

const BEFORE = ['MENTIONED', 'ASSIGNED', 'COMMENT', 'STATE_CHANGE', 'DUPLICATE'];

export async function up(db: AnyDb): Promise<void> {
  await allowReasons(db, [...BEFORE, 'REFERENCED', 'RELATED']);
}

export async function down(db: AnyDb): Promise<void> {
  // An entry last bumped for a reason that no longer exists says "comment" (its count stays right).
  await sql`update notifications set reason = 'COMMENT' where reason in ('REFERENCED', 'RELATED')`.execute(db);
  await allowReasons(db, BEFORE);
}
