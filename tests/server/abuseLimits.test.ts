// The abuse limits leave room for the client: every operation the client sends (persisted-queries.json)
// is measured with graphql-armor's own counting, and each limit must be at least twice the largest need.
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

const OPEN = { maxDepth: 1_000, maxAliases: 1_000, maxDirectives: 1_000, maxTokens: 1_000_000, maxCost: 1e15 };
const measured = { maxDepth: /depth limit of 1 exceeded, found (\d+)/, maxAliases: /Aliases limit of 1 exceeded, found (\d+)/, maxDirectives: /Directives limit of 1 exceeded, found (\d+)/, maxCost: /Cost limit of 1 exceeded, found (\d+(?:\.\d+)?)/ } as const;

describe('abuse limits and the client', () => {
  const need = { maxDepth: 0, maxAliases: 0, maxDirectives: 0, maxTokens: 0, maxCost: 0 };
  before(async () => {
    assert.ok(Object.keys(persisted).length >= 5, 'the client has operations');
    for (const text of Object.values(persisted)) need.maxTokens = Math.max(need.maxTokens, tokens(text));
    // Armor reports the first limit it finds exceeded: each limit is measured alone, set to 1, so armor
    // rejects every operation that uses the thing at all and says how much it found.
    for (const [limit, pattern] of Object.entries(measured) as [keyof typeof measured, RegExp][]) {
      const server: TestServer = await startTestServer('pglite', { seed: false, abuseLimits: { ...OPEN, [limit]: 1 } });
      try {
        for (const text of Object.values(persisted)) {
          const { body } = await server.graphql(text);
          const found = (body.errors ?? []).map((e: { message: string }) => pattern.exec(e.message)?.[1]).find((v: string | undefined) => v !== undefined);
          need[limit] = Math.max(need[limit], found ? Math.ceil(Number(found)) : 0);
        }
      } finally {
        await server.close();
      }
    }
  });

  test('the measurement saw every kind of need', () => {
    assert.ok(need.maxDepth > 3 && need.maxCost > 10 && need.maxTokens > 50, JSON.stringify(need));
  });

  for (const limit of ['maxDepth', 'maxAliases', 'maxDirectives', 'maxTokens', 'maxCost'] as const) {
    test(`${limit} is at least twice what the most demanding client operation needs`, () => {
      console.log(`${limit}: client needs ${need[limit]}, limit ${ABUSE_LIMITS[limit]}`);
      assert.ok(ABUSE_LIMITS[limit] >= 2 * need[limit], `${limit}: limit ${ABUSE_LIMITS[limit]} < 2 × ${need[limit]}`);
    });
  }
});
