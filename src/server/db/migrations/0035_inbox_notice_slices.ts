// The inbox's notices (issue 17), cheaper for a big fan-out: 0030's trigger function numbered the people of a
// statement with a window and grouped them by 500 (two sorts of the 1,000 followers of a comment); this one takes
// the distinct people once into an array and sends it in slices of 500. Same notices: one per statement and up to
// 500 people (a payload stays under PostgreSQL's 8,000 bytes), each person once; the order of the ids is not kept.
import { sql, type Kysely } from 'kysely';

// `any`: a migration sees the database as it was when it was written, not today's typed `Database`.
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await sql`create or replace function triage_notice_inbox() returns trigger language plpgsql as $$
    declare people integer[] := array(select distinct user_id from changed);
    begin
      for i in 1 .. coalesce(array_length(people, 1), 0) by 500 loop
        perform pg_notify('triage_changes', json_build_object('k', 'inbox', 'u', people[i:i + 499])::text);
      end loop;
      return null;
    end $$`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await sql`create or replace function triage_notice_inbox() returns trigger language plpgsql as $$
    declare people integer[];
    begin
      for people in
        select array_agg(user_id order by user_id)
          from (select user_id, row_number() over (order by user_id) as n from (select distinct user_id from changed) d) r
          group by (n - 1) / 500
      loop
        perform pg_notify('triage_changes', json_build_object('k', 'inbox', 'u', people)::text);
      end loop;
      return null;
    end $$`.execute(db);
}
