// The environment is documented in two places an operator reads, README.md's Configuration table and
// .env.example, and both must name exactly the variables the server reads. Which variables it reads is
// observed, not listed: loadConfig is handed an environment that records every name it asks for.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { loadConfig } from '../../src/server/config.ts';

const root = path.resolve(import.meta.dirname, '../..');

/** The names loadConfig asks for, given `env` (names asked for but unset read as undefined). */
function namesRead(env: Record<string, string>): Set<string> {
  const read = new Set<string>();
  const recording = new Proxy(env, {
    get(target, name) {
      if (typeof name === 'string') read.add(name);
      return Reflect.get(target, name);
    },
  });
  loadConfig(recording, '/tmp');
  return read;
}

// Some settings are read only when another one turns their feature on (the mail's, once SMTP_URL is set).
const serverReads = new Set([
  ...namesRead({}),
  ...namesRead({ SMTP_URL: 'smtp://mail.example.test', TRIAGE_PUBLIC_URL: 'https://triage.example.test' }),
]);

const sorted = (names: Iterable<string>) => [...names].sort();

test('the server reads the variables it is known to (the recording sees the reads)', () => {
  for (const name of ['PORT', 'DATABASE_URL', 'TRIAGE_METRICS_TOKEN', 'TRIAGE_MAIL_FROM']) assert.ok(serverReads.has(name), name);
});

test("README.md's Configuration table names exactly the variables the server reads", () => {
  const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('### Configuration'), readme.indexOf('\n### ', readme.indexOf('### Configuration') + 1));
  const documented = [...section.matchAll(/^\| `([A-Z][A-Z0-9_]*)` \|/gm)].map((m) => m[1] as string);
  assert.deepEqual(sorted(documented), sorted(serverReads));
  assert.equal(new Set(documented).size, documented.length, 'each variable once');
});

test('.env.example names exactly the variables the server reads, each once', () => {
  const example = fs.readFileSync(path.join(root, '.env.example'), 'utf8');
  const named = [...example.matchAll(/^#? ?([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1] as string);
  assert.deepEqual(sorted(named), sorted(serverReads));
  assert.equal(new Set(named).size, named.length, 'each variable once');
});
