// Every operation the client can send by persisted id is in persisted-queries.json, with its text: the client
// sends only ids (its artifacts carry no text: relay.config.json's include_query_text is off), and the server
// resolves each from this file, so a gap would break a page. (Older entries stay, as
// relay-compiler leaves them: a tab still running the previous build keeps working through a deploy.)
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';

const root = path.resolve(import.meta.dirname, '../..');
const persisted: Record<string, string> = JSON.parse(fs.readFileSync(path.join(root, 'persisted-queries.json'), 'utf8'));
const artifacts = fs.readdirSync(path.join(root, '__generated__')).filter((f) => f.endsWith('.graphql.ts'));

/** The persisted id, name and kind of an operation artifact (queries, mutations, subscriptions), or null for fragments. */
function operationOf(source: string): { id: string; name: string; kind: string; text: unknown } | null {
  const id = /"id": "([0-9a-f]{32})"/.exec(source)?.[1];
  if (!id) return null;
  const params = /"name": "(\w+)",\s*"operationKind": "(\w+)",\s*"text": (null|")/.exec(source);
  assert.ok(params, `no params in the artifact of ${id}`);
  return { id, name: params[1]!, kind: params[2]!, text: params[3] === 'null' ? null : 'text' };
}

test('every operation artifact is persisted with the text of that operation, and carries no text itself', () => {
  const ids = new Set<string>();
  for (const file of artifacts) {
    const operation = operationOf(fs.readFileSync(path.join(root, '__generated__', file), 'utf8'));
    if (!operation) continue;
    ids.add(operation.id);
    const text = persisted[operation.id];
    assert.ok(text !== undefined, `${file}: id ${operation.id} is missing from persisted-queries.json`);
    assert.match(text, new RegExp(`^${operation.kind} ${operation.name}\\b`), `${file}: the persisted text is another operation's`);
    assert.equal(operation.text, null, `${file}: the artifact carries its text (include_query_text should be off)`);
  }
  assert.ok(ids.size >= 5, `found ${ids.size} operations`);
});
