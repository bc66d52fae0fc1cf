// The audit log: who did what to the workspace and when (roles, invitations, projects' visibility and archive,
// deactivations, the sign-up policy, sign-ins locked after repeated failures). Rows are only ever added, each
// in the transaction of the action it records.
import { sql, type Kysely } from 'kysely';

// `any`: a migration sees the database as it was when it was written, not today's typed `Database`.
type AnyDb = Kysely<any>;

const ACTIONS = [
  'ROLE_CHANGED',
  'INVITATION_CREATED',
  'INVITATION_REVOKED',
  'INVITATION_ACCEPTED',
  'PROJECT_CREATED',
  'PROJECT_VISIBILITY_CHANGED',
  'PROJECT_ARCHIVED',
  'PROJECT_UNARCHIVED',
  'USER_DEACTIVATED',
  'USER_REACTIVATED',
  'SIGN_UP_POLICY_CHANGED',
  'SIGN_IN_LOCKED',
];

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('audit_entries')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('action', 'text', (c) => c.notNull().check(sql.raw(`action in (${ACTIONS.map((a) => `'${a}'`).join(', ')})`)))
    // Who did it; null when nobody was signed in (a sign-in locked after failures).
    .addColumn('actor_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    // What it was done to, where it applies.
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('project_id', 'integer', (c) => c.references('projects.id').onDelete('set null'))
    .addColumn('invitation_id', 'integer', (c) => c.references('invitations.id').onDelete('set null'))
    // The address an invitation or a failed sign-in named, as it was then.
    .addColumn('email', 'text')
    // The value before and after (a role, a visibility, a policy); the invitation's role in `to_value`.
    .addColumn('from_value', 'text')
    .addColumn('to_value', 'text')
    // The network address of failed sign-ins.
    .addColumn('address', 'text')
    .execute();
  // The log is read newest first, whole or by one kind of action or one actor.
  await db.schema.createIndex('audit_entries_action').on('audit_entries').columns(['action', 'id']).execute();
  await db.schema.createIndex('audit_entries_actor').on('audit_entries').columns(['actor_id', 'id']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('audit_entries').execute();
}
