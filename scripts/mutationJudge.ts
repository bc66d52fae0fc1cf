// The test command of the sampled targets judged per module (`domain-sample`, `graphql-sample`) (README "Mutation testing"), run by Stryker's command runner in its
// sandbox: once with no mutant active (the run before the mutants), then once per mutant with its id in
// __STRYKER_ACTIVE_MUTANT__. Each mutant is judged only by the suites that judge its module (scripts/mutationSuites.ts,
// the map handed over in TRIAGE_MUTATION_SUITES), one after the other on PGlite, stopping at the first that fails.
//
// The run with no mutant builds the suites' template databases (tests/server/templateDatabases.ts): the sandbox's
// code holds every mutant, switched off, so its databases are made once, here, with none active; a suite under a
// mutant then copies a database seeded by correct code and tests what the mutant changes in the server.
import { spawn } from 'node:child_process';
import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const mapFile = process.env.TRIAGE_MUTATION_SUITES;
if (!mapFile) throw new Error('TRIAGE_MUTATION_SUITES must name the JSON map of module to suites (scripts/mutation.ts writes it).');
const suitesOf = new Map(Object.entries(JSON.parse(readFileSync(mapFile, 'utf8')) as Record<string, string[]>));
/** One line per mutant judged: which suite failed, or that all passed, and how long each took. */
const logFile = `${mapFile.replace(/\.json$/, '')}.log`;
/** A suite under a mutant that runs longer than this (a loop without end, a request never answered) is stopped: killed. */
const suiteLimitMs = Number(process.env.TRIAGE_MUTATION_SUITE_LIMIT_MS ?? 600_000);

const mutant = process.env.__STRYKER_ACTIVE_MUTANT__;

if (mutant === undefined) {
  // The run before the mutants: the seeded database every server suite starts from (the others are made on the way).
  const { pgliteFromTemplate } = await import('../tests/server/templateDatabases.ts');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'triage-mutation-'));
  await pgliteFromTemplate('seeded', dataDir);
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
}

/** The sampled module whose instrumented code holds the mutant: the instrumenter writes `stryMutAct_9fa48("<id>")` at it. */
function moduleOf(id: string): string {
  const marker = `stryMutAct_9fa48("${id}")`;
  const module = [...suitesOf.keys()].find((file) => readFileSync(file, 'utf8').includes(marker));
  if (!module) throw new Error(`No sampled module holds mutant ${id}`);
  return module;
}

/** Runs one suite under the mutant on PGlite only; resolves to whether it passed. */
function passes(suite: string): Promise<boolean> {
  const env: NodeJS.ProcessEnv = { ...process.env, TRIAGE_TEST_BACKENDS: 'pglite' };
  delete env.TRIAGE_TEST_DATABASE_URL;
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', '--test', '--test-reporter=dot', suite], { env, stdio: 'ignore' });
    const timer = setTimeout(() => child.kill('SIGKILL'), suiteLimitMs);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve(code === 0);
    });
  });
}

const module = moduleOf(mutant);
const suites = suitesOf.get(module) ?? [];
const steps: string[] = [];
let killedBy: string | undefined;
for (const suite of suites) {
  const started = Date.now();
  const passed = await passes(suite);
  steps.push(`${path.basename(suite)} ${passed ? 'passed' : 'FAILED'} ${((Date.now() - started) / 1000).toFixed(0)} s`);
  if (!passed) {
    killedBy = suite;
    break;
  }
}
appendFileSync(
  logFile,
  `${new Date().toISOString()} mutant ${mutant} ${module}: ${killedBy ? 'killed' : suites.length === 0 ? 'no suite' : 'survived'} (${steps.join(', ')})\n`,
);
process.exit(killedBy ? 1 : 0);
