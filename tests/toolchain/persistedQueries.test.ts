// Every operation the client can send by persisted id is in persisted-queries.json, with the same text:
// production runs persisted operations only, so a gap would break a page there. (Older entries stay, as
// relay-compiler leaves them: a tab still running the previous build keeps working through a deploy.)
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';

const root = path.resolve(import.meta.dirname, '../..');
const persisted: Record<string, string> = JSON.parse(fs.readFileSync(path.join(root, 'persisted-queries.json'), 'utf8'));
const artifacts = fs.readdirSync(path.join(root, '__generated__')).filter((f) => f.endsWith('.graphql.ts'));

/** The persisted id and text of an operation artifact (queries and mutations), or null for fragments. */
function operationOf(source: string): { id: string; text: string } | null {
  const id = /"id": "([0-9a-f]{32})"/.exec(source)?.[1];
  if (!id) return null;
  const text = /"text": ("(?:[^"\\]|\\.)*")/.exec(source)?.[1];
  return { id, text: text ? (JSON.parse(text) as string) : '' };
}

test('every operation artifact is persisted with its text', () => {
  const ids = new Set<string>();
  for (const file of artifacts) {
    const operation = operationOf(fs.readFileSync(path.join(root, '__generated__', file), 'utf8'));
    if (!operation) continue;
    ids.add(operation.id);
    assert.ok(persisted[operation.id] !== undefined, `${file}: id ${operation.id} is missing from persisted-queries.json`);
    assert.equal(persisted[operation.id], operation.text, `${file}: the persisted text differs from the artifact's`);
  }
  assert.ok(ids.size >= 5, `found ${ids.size} operations`);
});
