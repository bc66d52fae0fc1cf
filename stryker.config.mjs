// StrykerJS, the settings every mutation run shares (`npm run test:mutation`, README "Mutation testing").
// What is mutated and which suites judge it is chosen per target by scripts/mutation.ts, which passes
// `mutate`, `tap.testFiles`, `incrementalFile` and `thresholds` on top of this file.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  // node:test suites print TAP when their output is not a terminal; each test file runs in its own
  // process with tsx, as `npm run test:node` runs them (without --test: one file, one process).
  testRunner: 'tap',
  tap: { nodeArgs: ['--import', 'tsx'], forceBail: true },
  // The tap runner records coverage per test file: a mutant runs only the files that reached its code.
  coverageAnalysis: 'perTest',
  // Mutants that do not compile are discarded before any test runs (they would be "killed" for free).
  checkers: ['typescript'],
  tsconfigFile: 'tsconfig.json',
  // Two cores on the development machines and in CI: never more than two test processes at once.
  concurrency: 2,
  // The first run of a server suite opens PGlite databases and seeds the demo: minutes under load.
  dryRunTimeoutMinutes: 30,
  // A mutant is a timeout when its suites run this much past 1.5x their time in the first run: the machine is
  // shared, and a busy neighbour must not turn a slow pass into a "timeout" (which counts as killed).
  timeoutMS: 10000,
  incremental: true,
  reporters: ['clear-text', 'progress-append-only', 'html'],
  clearTextReporter: { allowColor: false, logTests: false, reportMutants: true, reportScoreTable: true },
  tempDirName: '.stryker-tmp',
  cleanTempDir: true,
  // The sandbox is a copy of the project: what no suite reads is left out.
  ignorePatterns: ['dist', 'data', 'test-results', 'reports', '.tmp', 'docs', 'deploy', '.ci', 'public'],
};
