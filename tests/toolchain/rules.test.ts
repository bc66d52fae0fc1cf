// Proves that the rules `npm test` checks before the suites (`npm run rules`: ESLint, Prettier,
// dependency-cruiser, knip) fail on a violation: one of each kind is planted in a throwaway copy of the project (its
// node_modules linked, never copied), the tool is run as package.json's script runs it, and it must fail
// naming exactly what was planted. The tree itself is never touched.
//
// ESLint's probes are all linted in one run, and dependency-cruiser's in one run: each start costs seconds (ESLint's
// type-aware parser loads the project, dependency-cruiser reads the whole tree), and the probes do not touch each
// other. Each case then reads its own files' findings from that run, and a clean probe must have none.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';

const root = path.resolve(import.meta.dirname, '../..');
const BINS: Readonly<Record<string, string>> = {
  eslint: 'node_modules/eslint/bin/eslint.js',
  depcruise: 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs',
  knip: 'node_modules/knip/bin/knip.js',
  prettier: 'node_modules/prettier/bin/prettier.cjs',
};
/** Not copied: installed, built, or written by runs. */
const SKIPPED = new Set(['node_modules', '.git', 'dist', 'data', 'test-results', '.tmp']);

interface Run {
  code: number | null;
  output: string;
}

/** Runs `command` (a package.json script's words: a tool and its arguments) in `cwd` with Node. */
function run(cwd: string, command: readonly string[]): Run {
  const [tool, ...args] = command;
  const bin = BINS[tool ?? ''];
  assert.ok(bin, `no known binary for ${tool}`);
  const result = spawnSync(process.execPath, [path.join(root, bin), ...args], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
  });
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
}

/** Files to plant: path in the project → text. */
type Probes = Readonly<Record<string, string>>;

interface LintMessage {
  ruleId: string | null;
  message: string;
  /** 2: an error, which fails the lint on its own. */
  severity: number;
}

// ESLint's probes, by case.
const hookComponent = (body: string) =>
  `import { useState } from 'react';\n\nexport function Probe({ on }: { on: boolean }) {\n${body}\n  return <p>{String(on)}</p>;\n}\n`;
const HOOK_PROBES: Probes = {
  'src/client/ui/ProbeHookClean.tsx': hookComponent('  const [state] = useState(0);\n  if (state > 1) return null;'),
  'src/client/ui/ProbeHookBad.tsx': hookComponent('  if (on) {\n    useState(0);\n  }'),
};
const QUERY_PROBES: Probes = {
  'src/server/graphql/probeClean.ts':
    "import type { DB } from '../db/database.ts';\nimport { usersByIds } from '../domain/batchReads.ts';\n\nexport const probe = (db: DB) => usersByIds(db, [1]);\n",
  'src/server/graphql/probeQuery.ts':
    "import type { DB } from '../db/database.ts';\n\nexport const probe = (db: DB) => db.selectFrom('users').selectAll().execute();\n",
};
const addressLink = (to: string, imports: string) =>
  `import { RouterLink } from './RouterLink';\n${imports}\nexport function Probe({ slug }: { slug: string }) {\n  return <RouterLink to={${to}}>Issue</RouterLink>;\n}\n`;
const ADDRESS_PROBES: Probes = {
  'src/client/ui/ProbeAddressClean.tsx': addressLink('issuePath(slug, 1)', "import { issuePath } from '../paths';\n"),
  'src/client/ui/ProbeAddress.tsx': addressLink('`/projects/${slug}/issues/1`', ''),
};
const mutationHook = (name: string, imports: string, errors: string, commit: string) =>
  `${imports}\n\nconst mutation = graphql\`\n  mutation ${name}($input: DeleteSavedViewInput!) {\n    deleteSavedView(input: $input) {\n      deletedSavedViewId\n      errors {\n        ${errors}\n      }\n    }\n  }\n\`;\n\n` +
  `interface Probe {\n  variables: { input: { savedViewId: string } };\n  response: { deleteSavedView: { deletedSavedViewId: string | null | undefined; errors: readonly UserErrorData[] } };\n}\n\n` +
  `export function ${name}() {\n${commit}\n}\n`;
const MUTATION_HOOK_PROBES: Probes = {
  'src/client/savedViews/useProbeCleanMutation.ts': mutationHook(
    'useProbeCleanMutation',
    "import { graphql } from 'react-relay';\nimport { outcomeOf, useOutcomeMutation } from '../relay/useOutcomeMutation';\nimport type { UserErrorData } from '../relay/userErrors';",
    '...userErrors_errors @relay(mask: false)',
    '  return useOutcomeMutation<Probe, string>(mutation, ({ deleteSavedView: payload }) => outcomeOf(payload.errors, payload.deletedSavedViewId));',
  ),
  'src/client/savedViews/useProbeBadMutation.ts': mutationHook(
    'useProbeBadMutation',
    "import { graphql, useMutation } from 'react-relay';\nimport type { UserErrorData } from '../relay/userErrors';",
    'field\n        message\n        code',
    '  const [commit] = useMutation<Probe>(mutation);\n  return (savedViewId: string) =>\n    commit({ variables: { input: { savedViewId } }, onCompleted: ({ deleteSavedView: payload }) => payload.deletedSavedViewId ?? payload.errors });',
  ),
};
const connectionRemover = (parameter: string, connectionId: string) =>
  "import { ConnectionHandler, type RecordSourceSelectorProxy } from 'relay-runtime';\n\n" +
  `export function probeRemove(store: RecordSourceSelectorProxy, ${parameter}: string, nodeId: string): void {\n` +
  `  const connection = store.get(${connectionId});\n` +
  '  if (connection != null) ConnectionHandler.deleteNode(connection, nodeId);\n}\n';
const REBUILT_CONNECTION_ID = "ConnectionHandler.getConnectionID(projectId, 'IssueList_issues', { query: 'is:open' })";
const CONNECTION_PROBES: Probes = {
  'src/client/issueList/probeCleanConnection.ts': connectionRemover('connectionId', 'connectionId'),
  'src/client/issueList/probeBadConnection.ts': connectionRemover('projectId', REBUILT_CONNECTION_ID),
  'src/client/relay/probeBadConnection.ts': connectionRemover('projectId', REBUILT_CONNECTION_ID),
};

// dependency-cruiser's probes, by case.
const LAYER_PROBES: Probes = {
  'src/server/domain/probe.ts': "import { toGlobalId } from '../graphql/globalId.ts';\n\nexport const probe = toGlobalId;\n",
};
const PACKAGE_PROBES: Probes = {
  'src/server/graphql/probeSql.ts': "import { sql } from 'kysely';\n\nexport const probe = sql`select 1`;\n",
  'src/server/domain/probeGraphql.ts': "import { GraphQLError } from 'graphql';\n\nexport const probe = new GraphQLError('probe');\n",
};
const CLIENT_PROBES: Probes = {
  // Allowed: a feature renders another feature's component; any module uses a shared folder and paths.ts;
  // a module names the types of an artifact it does not own.
  'src/client/comments/ProbeAllowed.tsx':
    "import type { IssueRow_issue$key } from '../../../__generated__/IssueRow_issue.graphql';\nimport { IssueRow } from '../issueList/IssueRow';\nimport { issuePath } from '../paths';\nimport { RouterLink } from '../ui/RouterLink';\n\nexport const probe = [IssueRow, issuePath, RouterLink] as const;\nexport type ProbeKey = IssueRow_issue$key;\n",
  // A feature's helper read by another feature.
  'src/client/comments/probeHelper.ts': "import { stateOfQuery } from '../issueList/issueSearch';\n\nexport const probe = stateOfQuery;\n",
  // A shared folder importing a feature, even its component.
  'src/client/ui/probeFeature.ts': "import { IssueRow } from '../issueList/IssueRow';\n\nexport const probe = IssueRow;\n",
  // Another module's artifact, at run time.
  'src/client/issue/probeArtifact.ts': "import node from '../../../__generated__/IssueRow_issue.graphql';\n\nexport const probe = node;\n",
  // The app importing its tests.
  'src/client/ui/probeTests.ts':
    "import { webProject } from '../../../tests/client/support/fixtures';\n\nexport const probe = webProject;\n",
};

describe('the rules checked before the suites fail on a planted violation', () => {
  let project: string;
  let scripts: Record<string, string>;
  /** ESLint's findings in every probe of ESLint's cases, by path in the project. */
  let lintFindings: Map<string, LintMessage[]>;
  /** What `npm run depcruise` printed with every probe of dependency-cruiser's cases planted. */
  let cruise: Run;
  const script = (name: string) => {
    const command = scripts[name];
    assert.ok(command, `package.json has no "${name}" script`);
    return command.split(' ');
  };
  const plant = async (relative: string, text: string) => {
    await fs.mkdir(path.dirname(path.join(project, relative)), { recursive: true });
    await fs.writeFile(path.join(project, relative), text);
  };
  /** Plants `probes`, runs `command` over the project, and takes the probes away again, whatever happened. */
  const withProbes = async (probes: Probes, command: () => Run): Promise<Run> => {
    for (const [file, text] of Object.entries(probes)) await plant(file, text);
    try {
      return command();
    } finally {
      for (const file of Object.keys(probes)) await fs.rm(path.join(project, file));
    }
  };

  /** ESLint's findings in one probe file, which must have been linted. */
  const lintOf = (file: string) => {
    const messages = lintFindings.get(file);
    assert.ok(messages, `ESLint did not lint ${file}`);
    return messages;
  };
  /** ESLint's findings in a bad probe: each an error, so that the file alone fails `npm run lint`. */
  const lintErrorsOf = (file: string) => {
    const messages = lintOf(file);
    assert.ok(
      messages.every((m) => m.severity === 2),
      `${file}: ${JSON.stringify(messages)}`,
    );
    return messages;
  };
  /** The error lines dependency-cruiser printed for imports from `probes`. */
  const cruiseErrorsFrom = (probes: Probes) =>
    cruise.output
      .split('\n')
      .filter((line) => /^\s*error /.test(line) && Object.keys(probes).some((file) => line.includes(`: ${file} → `)));

  before(async () => {
    scripts = JSON.parse(await fs.readFile(path.join(root, 'package.json'), 'utf8')).scripts;
    project = await fs.mkdtemp(path.join(os.tmpdir(), 'triage-rules-'));
    await fs.cp(root, project, { recursive: true, filter: (source) => !SKIPPED.has(path.basename(source)) });
    await fs.symlink(path.join(root, 'node_modules'), path.join(project, 'node_modules'), 'dir');

    // The probe files only, with `npm run lint`'s config and warning limit.
    const lintProbes = { ...HOOK_PROBES, ...QUERY_PROBES, ...ADDRESS_PROBES, ...MUTATION_HOOK_PROBES, ...CONNECTION_PROBES };
    const lint = script('lint').filter((word) => word !== '.');
    const linted = await withProbes(lintProbes, () => run(project, [...lint, '--format', 'json', ...Object.keys(lintProbes)]));
    assert.equal(linted.code, 1, linted.output);
    const reports: { filePath: string; messages: LintMessage[] }[] = JSON.parse(linted.output);
    lintFindings = new Map(reports.map((report) => [path.relative(project, report.filePath), report.messages]));

    cruise = await withProbes({ ...LAYER_PROBES, ...PACKAGE_PROBES, ...CLIENT_PROBES }, () => run(project, script('depcruise')));
  });
  after(() => fs.rm(project, { recursive: true, force: true }));

  test('npm test runs the rules before the suites', () => {
    assert.match(scripts.test ?? '', /^npm run rules && /);
    for (const name of ['lint', 'format:check', 'depcruise', 'knip']) assert.match(scripts.rules ?? '', new RegExp(`npm run ${name}\\b`));
    assert.deepEqual(script('lint').slice(0, 1), ['eslint']);
    assert.ok(script('lint').includes('--max-warnings'), 'warnings fail the lint too');
  });

  test('ESLint: a hook called conditionally fails (react-hooks/rules-of-hooks); the same component without it passes', () => {
    assert.deepEqual(lintOf('src/client/ui/ProbeHookClean.tsx'), []);
    assert.deepEqual(
      lintErrorsOf('src/client/ui/ProbeHookBad.tsx').map((m) => m.ruleId),
      ['react-hooks/rules-of-hooks'],
    );
  });

  test('Prettier: a file written off the house style fails the format check, naming it, and only it', async () => {
    await plant('src/server/domain/probeFormat.ts', 'export const probe = { a: 1,b: "two" }\n');
    try {
      const result = run(project, script('format:check'));
      assert.equal(result.code, 1, result.output);
      const flagged = result.output.split('\n').filter((line) => line.startsWith('[warn] ') && !line.includes('Code style issues'));
      assert.deepEqual(flagged, ['[warn] src/server/domain/probeFormat.ts']);
    } finally {
      await fs.rm(path.join(project, 'src/server/domain/probeFormat.ts'));
    }
  });

  test('dependency-cruiser: what it reports is the planted imports, and it fails', () => {
    assert.notEqual(cruise.code, 0, cruise.output);
    // 1 + 2 + 4 planted by the cases below; nothing else in the tree.
    assert.match(cruise.output, /x 7 dependency violations/);
    const errors = cruise.output.split('\n').filter((line) => /^\s*error /.test(line));
    assert.deepEqual(cruiseErrorsFrom({ ...LAYER_PROBES, ...PACKAGE_PROBES, ...CLIENT_PROBES }), errors);
    assert.equal(errors.length, 7, cruise.output);
  });

  test('dependency-cruiser: the domain importing the GraphQL layer fails (layers-domain), and only that', () => {
    assert.deepEqual(
      cruiseErrorsFrom(LAYER_PROBES).map((line) => line.trim()),
      ['error layers-domain: src/server/domain/probe.ts → src/server/graphql/globalId.ts'],
    );
  });

  test('dependency-cruiser: Kysely imported above the domain fails (no-sql-above-domain), and GraphQL imported into the domain fails (domain-knows-no-graphql)', () => {
    const errors = cruiseErrorsFrom(PACKAGE_PROBES);
    assert.equal(errors.length, 2, cruise.output);
    assert.match(errors.join('\n'), /error no-sql-above-domain: src\/server\/graphql\/probeSql\.ts → (\S*\/)?node_modules\/kysely\//);
    assert.match(
      errors.join('\n'),
      /error domain-knows-no-graphql: src\/server\/domain\/probeGraphql\.ts → (\S*\/)?node_modules\/graphql\//,
    );
  });

  test("dependency-cruiser: the client's feature rules and src never importing tests fail on a planted import each, and only on those", () => {
    assert.deepEqual(
      cruiseErrorsFrom(CLIENT_PROBES)
        .map((line) => line.trim())
        .sort(),
      [
        'error client-features-through-components: src/client/comments/probeHelper.ts → src/client/issueList/issueSearch.ts',
        'error client-shared-knows-no-feature: src/client/ui/probeFeature.ts → src/client/issueList/IssueRow.tsx',
        'error client-artifacts-by-owner: src/client/issue/probeArtifact.ts → __generated__/IssueRow_issue.graphql.ts',
        'error src-not-to-tests-or-bench: src/client/ui/probeTests.ts → tests/client/support/fixtures.ts',
      ].sort(),
    );
    assert.doesNotMatch(cruise.output, /ProbeAllowed/);
  });

  test('ESLint: a query built in the GraphQL layer on a handle passed in fails (no-restricted-syntax); calling the domain passes', () => {
    assert.deepEqual(lintOf('src/server/graphql/probeClean.ts'), []);
    assert.deepEqual(
      lintErrorsOf('src/server/graphql/probeQuery.ts').map((m) => [m.ruleId, m.message]),
      [['no-restricted-syntax', 'No queries in graphql/ or http/: call a function of the domain (or db/) instead.']],
    );
  });

  test('ESLint: an address written outside src/client/paths.ts fails (no-restricted-syntax); one built by paths.ts passes', () => {
    assert.deepEqual(lintOf('src/client/ui/ProbeAddressClean.tsx'), []);
    assert.deepEqual(
      lintErrorsOf('src/client/ui/ProbeAddress.tsx').map((m) => [m.ruleId, m.message]),
      [['no-restricted-syntax', 'Addresses of the app are built in src/client/paths.ts: import them from there.']],
    );
  });

  test('ESLint: a mutation hook that selects UserErrors field by field or calls useMutation fails (no-restricted-syntax); the shared shape passes', () => {
    assert.deepEqual(lintOf('src/client/savedViews/useProbeCleanMutation.ts'), []);
    assert.deepEqual(
      lintErrorsOf('src/client/savedViews/useProbeBadMutation.ts').map((m) => [m.ruleId, m.message]),
      [
        ['no-restricted-syntax', 'Mutation hooks commit through useOutcomeMutation (relay/useOutcomeMutation.ts), the one hook shape.'],
        [
          'no-restricted-syntax',
          'Select UserErrors with the shared fragment: errors { ...userErrors_errors @relay(mask: false) } (relay/userErrors.ts).',
        ],
      ],
    );
  });

  test('ESLint: a connection id rebuilt with getConnectionID fails (no-restricted-syntax), in a feature and in relay/; one handed over by its component passes', () => {
    const [clean, ...bad] = Object.keys(CONNECTION_PROBES);
    assert.deepEqual(lintOf(clean ?? ''), []);
    for (const file of bad) {
      assert.deepEqual(
        lintErrorsOf(file).map((m) => [m.ruleId, m.message.split(':')[0]]),
        [['no-restricted-syntax', "Don't rebuild a connection's id"]],
        file,
      );
    }
  });

  test('dependency-cruiser: the known-violations baseline lists exactly the violations there are (it may only shrink)', async () => {
    // `npm run depcruise` without --ignore-known, printing the violations in the baseline's own format.
    const args = script('depcruise').filter((word) => word !== '--ignore-known');
    args[args.indexOf('--output-type') + 1] = 'baseline';
    const result = run(project, args);
    assert.equal(result.code, 0, result.output);
    const key = (v: { from: string; to: string; rule: { name: string } }) => `${v.rule.name}: ${v.from} → ${v.to}`;
    const now = (JSON.parse(result.output) as Parameters<typeof key>[0][]).map(key).sort();
    const known = (
      JSON.parse(await fs.readFile(path.join(root, '.dependency-cruiser-known-violations.json'), 'utf8')) as Parameters<typeof key>[0][]
    )
      .map(key)
      .sort();
    assert.deepEqual(known, now, 'a fixed violation is still listed: run `npm run depcruise:baseline` and commit the shorter list');
  });

  test('knip: an export nobody imports fails, naming it, and only it', async () => {
    await plant('src/server/domain/probeLib.ts', 'export const probeUsed = 1;\nexport const triageUnusedProbeExport = 2;\n');
    await plant(
      'tests/toolchain/probe/entry.ts',
      "import { probeUsed } from '../../../src/server/domain/probeLib.ts';\n\nconsole.log(probeUsed);\n",
    );
    const result = run(project, script('knip'));
    assert.equal(result.code, 1, result.output);
    assert.match(result.output, /Unused exports \(1\)/);
    assert.match(result.output, /triageUnusedProbeExport\s+src\/server\/domain\/probeLib\.ts/);
    assert.doesNotMatch(result.output, /Unused (files|dependencies|devDependencies)|Unlisted/);
  });
});
