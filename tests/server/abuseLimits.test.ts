// The abuse limits leave room for the client: every operation the client sends (persisted-queries.json)
// is measured with graphql-armor's own counting, and each limit must be at least twice the largest need.
// The measurement is checked too: every refusal armor gave was read, and the needs found are exact (with
// each limit set to its need every operation passes; with tokens one below, the largest is refused).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { before, describe, test } from 'node:test';
import { Lexer, Source, TokenKind } from 'graphql';
import { ABUSE_LIMITS } from '../../src/server/graphql/abuseLimits.ts';
import { startTestServer, type TestServer } from './harness.ts';

const persisted: Record<string, string> = JSON.parse(fs.readFileSync(new URL('../../persisted-queries.json', import.meta.url), 'utf8'));

function tokens(text: string): number {
  const lexer = new Lexer(new Source(text));
  let count = 0;
  while (lexer.advance().kind !== TokenKind.EOF) count += 1;
  return count;
}

type Limits = { -readonly [K in keyof typeof ABUSE_LIMITS]: number };
const OPEN: Limits = { maxDepth: 1_000, maxAliases: 1_000, maxDirectives: 1_000, maxTokens: 1_000_000, maxCost: 1e15 };
const measured = {
  maxDepth: /depth limit of 1 exceeded, found (\d+)/,
  maxAliases: /Aliases limit of 1 exceeded, found (\d+)/,
  maxDirectives: /Directives limit of 1 exceeded, found (\d+)/,
  maxCost: /Cost limit of 1 exceeded, found (\d+(?:\.\d+)?)/,
} as const;

/** The messages of armor's refusals of each client operation on a server with `limits`. */
async function refusals(limits: Limits): Promise<Map<string, string[]>> {
  const server: TestServer = await startTestServer('pglite', { seed: false, abuseLimits: limits });
  try {
    const result = new Map<string, string[]>();
    for (const [id, text] of Object.entries(persisted)) {
      const response = await server.anonymous.fetch('/graphql', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/graphql-response+json', 'X-Triage-CSRF': '1' },
        body: JSON.stringify({ query: text }),
      });
      // Armor's limits are validation rules: a subscription that passes them (one without variables, as the
      // header's unread count) would stream, which this JSON-only request does not accept, so Yoga answers 406
      // with no body. That answer comes only after validation: nothing was refused.
      if (response.status === 406 && /^\s*subscription\b/.test(text)) {
        result.set(id, []);
        continue;
      }
      const body = await response.json();
      result.set(
        id,
        (body.errors ?? [])
          .filter((e: { extensions?: { code?: string } }) => e.extensions?.code === 'QUERY_TOO_COMPLEX')
          .map((e: { message: string }) => e.message),
      );
    }
    return result;
  } finally {
    await server.close();
  }
}

describe('abuse limits and the client', () => {
  const need: Limits = { maxDepth: 0, maxAliases: 0, maxDirectives: 0, maxTokens: 0, maxCost: 0 };
  /** Refusals whose message did not say what armor found: a measurement that would silently read 0. */
  const unread: string[] = [];
  before(async () => {
    assert.ok(Object.keys(persisted).length >= 5, 'the client has operations');
    for (const text of Object.values(persisted)) need.maxTokens = Math.max(need.maxTokens, tokens(text));
    // Armor reports the first limit it finds exceeded: each limit is measured alone, set to 1, so armor
    // rejects every operation that uses the thing at all and says how much it found.
    for (const [limit, pattern] of Object.entries(measured) as [keyof typeof measured, RegExp][]) {
      for (const [id, messages] of await refusals({ ...OPEN, [limit]: 1 })) {
        for (const message of messages) {
          const found = pattern.exec(message)?.[1];
          if (found === undefined) unread.push(`${limit}, ${id}: ${message}`);
          else need[limit] = Math.max(need[limit], Math.ceil(Number(found)));
        }
      }
    }
  });

  test('every refusal armor gave while measuring said what it found', () => {
    assert.deepEqual(unread, []);
  });

  test('the needs are exact: with every limit set to its measured need, armor refuses no client operation', async () => {
    const refused = [...(await refusals(need)).entries()].filter(([, messages]) => messages.length > 0);
    assert.deepEqual(refused, [], JSON.stringify(need));
  });

  test("the token count is armor's: one token below the largest need, armor refuses the largest operations and only them", async () => {
    const refused = [...(await refusals({ ...OPEN, maxTokens: need.maxTokens - 1 })).entries()].filter(
      ([, messages]) => messages.length > 0,
    );
    const largest = Object.entries(persisted)
      .filter(([, text]) => tokens(text) === need.maxTokens)
      .map(([id]) => id);
    assert.deepEqual(
      refused,
      largest.map((id) => [id, [`Syntax Error: Token limit of ${need.maxTokens - 1} exceeded.`]]),
    );
  });

  for (const limit of ['maxDepth', 'maxAliases', 'maxDirectives', 'maxTokens', 'maxCost'] as const) {
    test(`${limit} is at least twice what the most demanding client operation needs`, () => {
      console.log(`${limit}: client needs ${need[limit]}, limit ${ABUSE_LIMITS[limit]}`);
      assert.ok(ABUSE_LIMITS[limit] >= 2 * need[limit], `${limit}: limit ${ABUSE_LIMITS[limit]} < 2 × ${need[limit]}`);
    });
  }
});
