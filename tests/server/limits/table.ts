// The limit table's parts: what a try returns, the world the tries share, and helpers every part uses.
import assert from 'node:assert/strict';
import { sql } from 'kysely';
import { type GraphQLResult, type Session, type TestServer } from '../harness.ts';

/** How the server answered a try: it did what was asked (and the test saw the effect), or it refused. */
export type Outcome = 'accepted' | Refusal;

export interface Refusal {
  readonly status: number;
  /** The UserError's code, or the GraphQL error's `extensions.code`. */
  readonly code: string;
  /** The UserError's field, or `[argument]` of a GraphQL error; null when the refusal names none. */
  readonly field: readonly string[] | null;
  readonly message?: string;
}

export interface Expected {
  readonly status: number;
  readonly code: string;
  readonly field: readonly string[] | null;
  /** Checked when given: the message names the limit (and, for armor, what it found). */
  readonly message?: RegExp;
}

// `any`: response JSON (as GraphQLResult.body is); each row reads the part it asserts on.
export type Json = any;

/** Everything the tries need, set up once per backend. */
export interface World {
  /** The seeded server; as a session, its admin. */
  readonly server: TestServer;
  /** A server that takes sign-ups, for the account rules. */
  readonly signUps: TestServer;
  readonly member: Session;
  /** 200 issues of the demo's web project, newest first. */
  readonly webIssueIds: readonly string[];
  /** A project of this test's own, with an issue, a comment on it and a label. */
  readonly projectId: string;
  readonly issueId: string;
  readonly commentId: string;
  readonly labelId: string;
  /** MAX_ASSIGNEES + 1 members who may be assigned. */
  readonly people: readonly string[];
}

export interface Limit {
  readonly name: string;
  readonly value: number;
  /** Where the code defines the value. */
  readonly source: string;
  /** `max`: the most accepted (value + 1 is refused); `min`: the least (value − 1 is refused). */
  readonly bound: 'max' | 'min';
  readonly refusal: Expected;
  /** Also try one inside the limit (value − 1 for a max, value + 1 for a min). */
  readonly inside?: boolean;
  readonly attempt: (world: World, n: number) => Promise<Outcome>;
}

let serial = 0;
export const unique = () => (serial += 1);

/** Exactly `n` characters (code points), starting with `tag`: letters, accents, CJK and astral symbols. */
export function text(n: number, tag: string): string {
  const cycle = ['é', '𝒜', '日', 'x', 'ß'];
  return [...tag, ...Array.from({ length: Math.max(0, n - [...tag].length) }, (_, i) => cycle[i % cycle.length])].slice(0, n).join('');
}

/** Exactly `n` ASCII characters starting with `tag` (passwords: the rule counts UTF-16 units). */
export function ascii(n: number, tag: string): string {
  return (tag + 'a1b2c3d4e5'.repeat(Math.ceil(n / 10) + 1)).slice(0, n);
}

/** A refusal read from a response: the first GraphQL error, else the first UserError of `payloadKey`. */
export function refusalOf(result: GraphQLResult, payloadKey?: string): Refusal | null {
  const { status, body } = result;
  const error = body?.errors?.[0];
  if (error) {
    const argument = error.extensions?.argument;
    return { status, code: error.extensions?.code, field: typeof argument === 'string' ? [argument] : null, message: error.message };
  }
  const userError = payloadKey ? body?.data?.[payloadKey]?.errors?.[0] : undefined;
  return userError ? { status, code: userError.code, field: userError.field, message: userError.message } : null;
}

/** Accepted when nothing was refused and `effect` holds (it asserts what was done); otherwise the refusal. */
export async function outcome(result: GraphQLResult, payloadKey: string | undefined, effect: () => void | Promise<void>): Promise<Outcome> {
  const refusal = refusalOf(result, payloadKey);
  if (refusal) return refusal;
  assert.equal(result.status, 200);
  await effect();
  return 'accepted';
}

export async function fetchResult(response: Response): Promise<GraphQLResult> {
  const raw = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    body = raw;
  }
  return { status: response.status, headers: response.headers, body };
}

export async function count(server: TestServer, table: 'attachments' | 'comments' | 'sign_in_failures'): Promise<number> {
  return (await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(server.database.db)).rows[0]?.n ?? -1;
}

/** What the database and the file store hold, to show a refused try wrote nothing. */
export async function footprint(server: TestServer) {
  return {
    attachments: await count(server, 'attachments'),
    comments: await count(server, 'comments'),
    files: (await server.files.list()).length,
  };
}
