// Proves that relay-compiler guards the contract: a fragment naming a field the schema lacks is rejected
// (with the field's name in the message), and `--validate` fails on artifacts that are out of date.
// Runs the real compiler on a copy of the client's sources in a throwaway project, changing one component.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';

const root = path.resolve(import.meta.dirname, '../..');
const compiler = path.join(root, 'node_modules/relay-compiler/cli.js');

function compile(cwd: string, ...args: string[]): { code: number | null; output: string } {
  const run = spawnSync(process.execPath, [compiler, ...args], { cwd, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
  return { code: run.status, output: `${run.stdout}${run.stderr}` };
}

/** A component of the app whose file holds a fragment, found rather than named so the test keeps working. */
async function findComponentWithFragment(): Promise<{ file: string; source: string; fragmentName: string }> {
  const files = await fs.readdir(path.join(root, 'src/client'), { recursive: true });
  for (const relative of files.filter((f) => f.endsWith('.tsx')).sort()) {
    const file = path.join(root, 'src/client', relative);
    const source = await fs.readFile(file, 'utf8');
    const match = /graphql`\s*fragment\s+(\w+)\s+on\s+\w+/.exec(source);
    if (match?.[1]) return { file, source, fragmentName: match[1] };
  }
  throw new Error('no component with a fragment found under src/client');
}

describe('relay-compiler guards the schema contract', () => {
  let project: string;
  let component: Awaited<ReturnType<typeof findComponentWithFragment>>;
  let copy: string;

  before(async () => {
    project = await fs.mkdtemp(path.join(os.tmpdir(), 'triage-relay-'));
    component = await findComponentWithFragment();
    await fs.mkdir(path.join(project, '__generated__'));
    await fs.copyFile(path.join(root, 'schema.graphql'), path.join(project, 'schema.graphql'));
    const config = JSON.parse(await fs.readFile(path.join(root, 'relay.config.json'), 'utf8'));
    // Persisting stays on (`@preloadable` queries need an id), into the copy's own map.
    await fs.copyFile(path.join(root, 'persisted-queries.json'), path.join(project, 'persisted-queries.json'));
    await fs.writeFile(path.join(project, 'relay.config.json'), JSON.stringify({ ...config, src: './src' }));
    // The whole tree, because components spread each other's fragments.
    await fs.cp(path.join(root, 'src/client'), path.join(project, 'src'), { recursive: true });
    copy = path.join(project, 'src', path.relative(path.join(root, 'src/client'), component.file));
  });
  after(() => fs.rm(project, { recursive: true, force: true }));

  test('the unchanged copy compiles (so a failure below is caused by the change alone)', () => {
    const run = compile(project);
    assert.equal(run.code, 0, run.output);
    assert.equal(compile(project, '--validate').code, 0);
  });

  test('a fragment naming a field the schema lacks is rejected, naming the field', async () => {
    const bogus = component.source.replace(
      new RegExp(`(fragment\\s+${component.fragmentName}\\s+on\\s+\\w+[^{]*\\{)`),
      '$1\n    triageBogusField\n',
    );
    assert.notEqual(bogus, component.source);
    await fs.writeFile(copy, bogus);
    const run = compile(project);
    assert.notEqual(run.code, 0);
    assert.match(run.output, /triageBogusField/);
    await fs.writeFile(copy, component.source);
  });

  test('--validate fails when artifacts are out of date with a fragment', async () => {
    assert.equal(compile(project).code, 0);
    const changed = component.source.replace(
      new RegExp(`(fragment\\s+${component.fragmentName}\\s+on\\s+\\w+[^{]*\\{)`),
      '$1\n    __typename\n',
    );
    await fs.writeFile(copy, changed);
    const run = compile(project, '--validate');
    assert.equal(run.code, 1, run.output);
    await fs.writeFile(copy, component.source);
  });
});
