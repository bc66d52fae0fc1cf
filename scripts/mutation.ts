// `npm run test:mutation [target...]`: StrykerJS over one part of the code at a time, judged by the suites
// that test that part (README "Mutation testing"). With no target every target runs, one after the other.
// Each target keeps its own incremental cache and TypeScript project in mutation/, so a later run tests only the mutants whose
// code or suites changed. Each has a `break` threshold at the score it reached: Stryker exits with 1 below it.
//
// The shared settings are in stryker.config.mjs; a target adds what to mutate and which suites to run.
import path from 'node:path';
import { Stryker } from '@stryker-mutator/core';
import type { MutantResult } from '@stryker-mutator/api/core';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import {
  census,
  draw,
  estimate,
  handToIgnorer,
  ignorerPlugin,
  mutateRanges,
  type Place,
  tallyPlaces,
  type SampleSettings,
} from './mutationSample.ts';
import { specificSuites, suitesJudging } from './mutationSuites.ts';
import { suitesNamingHooks } from './mutationHookSuites.ts';

// The network suites that talk to a scripted server on loopback. The two that start a whole Triage server
// (PGlite, the demo seeded: 25–40 s each under load, against 2–7 s for the others) are left out: a mutant
// they reach would cost a minute or more (a survivor runs every suite that reaches it), and nothing is lost to
// the scripted ones, which reach the same modules. Whatever only the end-to-end suites would kill counts as
// survived: the figure is a floor.
const scriptedNetworkSuites = 'tests/network/!(uploadsEndToEnd|idempotentRetry).test.ts';

interface Target {
  /** Files Stryker mutates (globs). */
  readonly mutate: readonly string[];
  /** The node:test files that judge them (globs); each mutant runs only those that reached its code. */
  readonly testFiles: readonly string[];
  /**
   * Which runner drives `testFiles`: node:test files through the tap runner (the default), or Jest suites of
   * tests/client through Stryker's Jest runner with the project's jest.config.js (each mutant runs only the tests
   * that reached its code), or `module-suites`: each mutant judged by the server suites that import its module
   * (scripts/mutationSuites.ts, at most `suitesPerModule` for each sampled place of the module), through scripts/mutationJudge.ts on PGlite; `testFiles`
   * is then empty (the suites are found in tests/server). `hook-suites`: a sampled target over the features' mutation
   * hooks, one run of Stryker's Jest runner per sampled hook, over the suites of tests/client that name the hook's
   * operation (scripts/mutationHookSuites.ts, at most `suitesPerModule`); `testFiles` is then empty.
   */
  readonly runner?: 'tap' | 'jest' | 'module-suites' | 'hook-suites';
  /**
   * For `module-suites`: how many suites judge each sampled place of a module at most (a survivor runs all of its
   * module's); for `hook-suites`, how many judge each hook.
   */
  readonly suitesPerModule?: number;
  /** The score (%) the target reached when last measured (README): the run fails below it. */
  readonly break: number;
  /**
   * A sampled target (scripts/mutationSample.ts): `mutate` names a whole folder, of which only a seeded random
   * sample of places is tested; the score printed is an estimate for the folder, and `break` applies to it.
   */
  readonly sample?: SampleSettings;
}

// The suites that call the domain's rules directly, without a seeded server (about a second to 30 s a file).
const directDomainSuites = [
  'tests/server/accountRules.test.ts',
  'tests/server/authorizationQueries.test.ts',
  'tests/server/authorizationRules.test.ts',
  'tests/server/changeNotices.test.ts',
  'tests/server/credentialRules.test.ts',
  'tests/server/fileRules.test.ts',
  'tests/server/issueRules.test.ts',
  'tests/server/paginationRules.test.ts',
  'tests/server/priorityRules.test.ts',
  'tests/server/searchParse.test.ts',
  'tests/server/textCheck.test.ts',
];

const targets: Record<string, Target> = {
  // The network layer (src/client/relay) is measured in four targets, each meant to run in under half an hour on the
  // shared machine (README). The modules of relay/ that only React uses (environment, query references, the
  // mutation hook, user errors) are tested by the Jest suites, which this runner does not drive.
  //
  // What goes on the wire and how it travels: the request built for an operation (JSON, GET, multipart with
  // its file slots), fetch or XMLHttpRequest, timeouts and aborts, upload progress.
  'network-transport': {
    mutate: [
      'src/client/relay/httpRequest.ts',
      'src/client/relay/multipart.ts',
      'src/client/relay/transport.ts',
      'src/client/relay/uploadProgress.ts',
    ],
    testFiles: [scriptedNetworkSuites],
    // 96.05 % measured on 27 Nov 2026 (README): 148 killed, 22 timed out, 7 survived (equivalent). One new survivor among
    // its 177 mutants leaves 95.48 %, two fail the run.
    break: 95,
  },
  // Queries and mutations through createNetwork (its first part, up to the subscriptions: defaults, attempts,
  // retries, unsubscribing) and the notice of requests waiting to be sent again.
  'network-requests': {
    mutate: ['src/client/relay/network.ts:1-182', 'src/client/relay/requestActivity.ts'],
    testFiles: [scriptedNetworkSuites],
    // 100.00 % measured on 27 Nov 2026 (README): 37 killed, 10 timed out. One survivor among its 47 leaves 97.87 %.
    break: 97,
  },
  // Subscriptions: the event stream, reconnecting with backoff (createNetwork's second part) and the state of
  // the live streams.
  'network-live': {
    mutate: ['src/client/relay/network.ts:183-278', 'src/client/relay/eventStream.ts', 'src/client/relay/liveConnection.ts'],
    testFiles: [scriptedNetworkSuites],
    // 94.19 % on the rerun of 27 Nov 2026 (README; 90.80 % first): 80 killed, 1 timed out (an emptied read loop that
    // never ends), 4 survived and 1 without coverage, each equivalent. One new survivor among its 86 leaves 93.02 %.
    break: 93,
  },
  // The answers a page arrives with (firstAnswers.ts): which request they answer, once, and how they are read from the
  // page. Judged by the one suite that reaches them (the others build their networks without page answers); its page
  // is a real DOM (jsdom).
  'network-first-answers': {
    mutate: ['src/client/relay/firstAnswers.ts'],
    testFiles: ['tests/network/firstAnswers.test.ts'],
    // 94.74 % measured on 28 Nov 2026 (README): 32 killed, 4 timed out (two of them equivalent mutants slowed by the load),
    // 2 survived, both equivalent. One more survivor among its 38 leaves 92.11 %.
    break: 92,
  },
  // The network layer's error mapping (design.md section 3): what is a GraphQL response, a request error or
  // a network error, and what may be retried.
  'network-errors': {
    mutate: ['src/client/relay/errors.ts', 'src/client/relay/graphqlResponse.ts', 'src/client/relay/retry.ts'],
    testFiles: [scriptedNetworkSuites],
    // 100.00 % measured on 26 Nov 2026 (README): 80 killed, 2 timed out (both fail errors.test.ts when
    // applied by hand), none survived. One new survivor among its 82 mutants leaves 98.78 %: the bar lets
    // one through, not two.
    break: 98,
  },
  // The text rules (src/server/domain/text.ts: NFC, invisible characters, controls, overrides, lengths),
  // judged by the suite that calls them directly (a second a run). textRules.test.ts, which shows the same
  // rules through the API, starts a seeded server: 2–3 minutes a mutant at load 20, so it is left out, as
  // are the other suites that reach these rules (limits, fuzz). The figure is a floor.
  'domain-text': {
    mutate: ['src/server/domain/text.ts'],
    testFiles: ['tests/server/textCheck.test.ts'],
    // 100.00 % measured on 26 Nov 2026 (README): one survivor among its 54 mutants leaves 98.15 %.
    break: 98,
  },
  // The search language's parser (src/server/domain/searchQuery.ts), judged by the suite that calls it
  // directly; search.test.ts and searchTerms.test.ts, which run searches through the API, start a seeded
  // server each and are left out as for domain-text. The figure is a floor.
  'domain-search': {
    mutate: ['src/server/domain/searchQuery.ts'],
    testFiles: ['tests/server/searchParse.test.ts'],
    // 95.82 % measured on 27 Nov 2026 (README): 231 killed, 21 timed out, 9 survived, 2 without coverage.
    break: 95,
  },
  // Keyset pagination (page sizes, cursors, the page cut from one row beyond it) and priorities, judged by the
  // suites that call them directly. Text and the search language have targets of their own (above). The suites
  // that show the same rules through the API (pagination.test.ts, search.test.ts...) start a seeded server
  // each: minutes a mutant under load, so they are left out and the figure is a floor.
  'domain-rules': {
    mutate: ['src/server/domain/pagination.ts', 'src/server/domain/priority.ts'],
    testFiles: ['tests/server/paginationRules.test.ts', 'tests/server/priorityRules.test.ts'],
    // 100.00 % measured on 27 Nov 2026 (README): 71 killed, 5 timed out (each fails paginationRules.test.ts when
    // applied by hand), none survived. One survivor among its 77 mutants leaves 98.70 %.
    break: 98,
  },
  // Who may see and do what (src/server/domain/authorization.ts, and the comment rule beside its use), judged
  // by the suite of the rules that need no database (about a second a file run) and the one that runs the SQL
  // conditions on an empty PGlite with a handful of rows (about 25 s at load 20: the migrations). The write
  // matrix pins the same rules through every mutation but starts a seeded server (minutes a mutant under load),
  // so it is left out and the figure is a floor.
  'domain-authorization': {
    mutate: ['src/server/domain/authorization.ts', 'src/server/domain/comments.ts:22-24'],
    testFiles: ['tests/server/authorizationRules.test.ts', 'tests/server/authorizationQueries.test.ts'],
    // 100.00 % measured on 27 Nov 2026 (README): 65 killed, 5 timed out (each fails authorizationQueries.test.ts
    // when applied by hand), none survived. One survivor among its 70 mutants leaves 98.57 %.
    break: 98,
  },
  // The rest of src/server/domain is reached only by suites that start a seeded server (invitationMail.test.ts: 110 s
  // at load 19-25), a mutant each: hours per module (README). What needs no database comes first: password hashes,
  // the device a session is named after and the shape of a UserError, judged by a suite that calls them directly.
  'domain-credentials': {
    mutate: ['src/server/domain/passwords.ts', 'src/server/domain/deviceName.ts', 'src/server/domain/userError.ts'],
    testFiles: ['tests/server/credentialRules.test.ts'],
    // 100.00 % on the rerun of 27 Nov 2026 (README; 88.10 % before its 5 equivalent survivors left deviceName.ts): 32
    // killed, 1 timed out (a slow failing run: applied by hand it fails 5 tests). One survivor among its 33 leaves 96.97 %.
    break: 96,
  },
  // The change notices of live subscriptions (liveChanges.ts up to followersOf, which asks the database): what the
  // triggers' text is read as, and what a notice changes. The suites that reach them through the API start a
  // seeded server (liveUpdates.test.ts: 98 s at load 14-16, against 3 s for changeNotices.test.ts), so they are
  // left out and the figure is a floor.
  'domain-notices': {
    mutate: ['src/server/domain/liveChanges.ts:1-57'],
    testFiles: ['tests/server/changeNotices.test.ts'],
    // 94.12 % measured on 27 Nov 2026 (README): 32 killed, 2 survived, both equivalent (a payload that is not JSON
    // leaves nothing to read, and JSON that is not an object has none of the keys). One more among its 34 leaves 91.18 %.
    break: 91,
  },
  // How an attached file is named, typed, allowed and counted (attachmentFiles.ts up to storeFiles, which writes to the
  // file store), judged by the suite that calls the rules directly; the upload suites that reach them start a seeded
  // server each, so they are left out and the figure is a floor.
  'domain-files': {
    mutate: ['src/server/domain/attachmentFiles.ts:39-75'],
    testFiles: ['tests/server/fileRules.test.ts'],
    // 98.31 % measured on 27 Nov 2026 (README): 58 killed, 1 without coverage (the `?? ''` of a split's first part,
    // which always exists). One survivor among its 59 leaves 96.61 %.
    break: 96,
  },
  // The rules of accounts that need no database: a new account's password, address, name and login, session
  // tokens, an invitation's state and an avatar's format, judged by the suite that calls them directly. The suites
  // that reach them through the API (accounts, sessions, invitationMail, avatars) start a seeded server each, so they
  // are left out and the figure is a floor.
  'domain-accounts': {
    mutate: [
      'src/server/domain/accounts.ts:19-28',
      'src/server/domain/accounts.ts:41-47',
      'src/server/domain/accounts.ts:65-76',
      'src/server/domain/sessions.ts:18-20',
      'src/server/domain/sessions.ts:129-131',
      'src/server/domain/invitations.ts:30-34',
      'src/server/domain/avatars.ts:23-29',
    ],
    testFiles: ['tests/server/accountRules.test.ts'],
    // 100.00 % measured on 27 Nov 2026 (README): 66 killed, 16 timed out (slow failing runs at load 27: four applied by
    // hand each fail the suite in 4 s). One survivor among its 82 leaves 98.78 %.
    break: 98,
  },
  // The rules of issues that need no database: a relation seen from each end, sub-issue progress, an archived
  // project's refusal, sizes in messages, rows read back from JSON, which searches are counted and paged from the link
  // tables, and the cursors of a new edge; judged by the suite that calls them directly (the API suites that reach
  // them start a seeded server each: left out, the figure is a floor).
  'domain-issues': {
    mutate: [
      'src/server/domain/issueRelations.ts:41-46',
      'src/server/domain/issueRelations.ts:244-253',
      'src/server/domain/subIssues.ts:155-158',
      'src/server/domain/archivedProjects.ts:11-13',
      'src/server/domain/attachmentFiles.ts:156-160',
      'src/server/domain/jsonRows.ts',
      'src/server/domain/linkCounts.ts:14-51',
      'src/server/domain/linkPages.ts:15-17',
      'src/server/domain/issueListOrder.ts:32-34',
      'src/server/domain/timeline.ts:42-47',
      'src/server/domain/invitations.ts:271-273',
    ],
    testFiles: ['tests/server/issueRules.test.ts'],
    // 99.17 % measured on 27 Nov 2026 (README): 115 killed, 4 timed out, 1 survived (progressOf without its state
    // check, killed since by an open issue that still holds a reason). One more survivor among its 120 leaves 98.33 %.
    break: 98,
  },
  // The rules of src/client/relay that only React's side uses and that need no React: how a mutation's answer becomes
  // an outcome (and the callbacks built on it), and how UserErrors are sorted into a form and focused. Judged by the
  // two Jest suites that call them directly (a second each); the app's suites that reach them through the forms
  // (SignInPage, LabelsPage...) render the app, 10-30 s a run on this machine, and are left out: the figure is a floor.
  'client-relay-rules': {
    runner: 'jest',
    mutate: [
      'src/client/relay/useOutcomeMutation.ts:31-61',
      // From line 18: the graphql`` fragment above it is read by relay-compiler and Babel's Relay plugin (an emptied
      // fragment does not transform, and every suite importing it would fail on that rather than on a behaviour).
      'src/client/relay/userErrors.ts:18-64',
    ],
    testFiles: ['tests/client/mutationOutcome.test.ts', 'tests/client/userErrors.test.ts'],
    // 95.24 % measured on 27 Nov 2026 (README): 20 killed, 1 survived (formCodes' default `[]` made
    // `["Stryker was here"]`: no error has that code). One more survivor among its 21 leaves 90.48 %.
    break: 95,
  },
  // The modules of src/client/relay that only React uses: the environment holder (one environment per session, what
  // outlives it) and its context hooks, the store's issue-by-number handler, the mutation hook itself, the
  // unauthenticated check. Judged by the Jest suites that call them without the app (a few seconds each; a Jest run
  // loads every suite named): the holder's, the handler's, the check's, and two hooks' suites that send mutations
  // through useOutcomeMutation, and appEnvironment's, which builds the app's own environment (the pages' suites use
  // mock ones). The app's suites that reach them through pages (SignInPage, IssueOpening, RouteErrors: 10-30 s a file
  // at load 15) are left out, so the figure is a floor.
  'client-relay-react': {
    runner: 'jest',
    mutate: [
      'src/client/relay/environment.ts',
      'src/client/relay/resetEnvironment.ts',
      'src/client/relay/issueByNumberHandler.ts',
      'src/client/relay/useOutcomeMutation.ts:62-81',
      'src/client/relay/isUnauthenticated.ts',
    ],
    testFiles: [
      'tests/client/appEnvironment.test.ts',
      'tests/client/environmentHolder.test.tsx',
      'tests/client/issueByNumberHandler.test.ts',
      'tests/client/isUnauthenticated.test.ts',
      'tests/client/relationMutations.test.tsx',
      'tests/client/projectMutations.test.tsx',
    ],
    // 96.08 % measured on 28 Nov 2026 (README): 49 killed, 2 survived, both equivalent (a document is always there in
    // Jest; the hook's useCallback without dependencies). One more survivor among its 52 leaves 94.23 %.
    break: 94,
  },
  // The route loaders' query references (when a page's query is disposed), judged by their direct suite (a scripted
  // router) and the one suite that drives the real router through them (QueryDisposal: the app rendered, about 20 s a
  // run at load 15).
  'client-query-references': {
    runner: 'jest',
    mutate: ['src/client/relay/queryReferences.ts'],
    testFiles: ['tests/client/queryReferences.test.ts', 'tests/client/QueryDisposal.test.tsx'],
    // 92.50 % on the rerun of 28 Nov 2026 (README; 67.50 % with QueryDisposal alone): 37 killed, 3 survived (one
    // equivalent, two need two watchers at once). One more survivor among its 41 leaves 90.24 %.
    break: 90,
  },
  // The features' mutation hooks (src/client/<feature>/use*Mutation.ts: what each sends, its optimistic update and
  // updater, the outcome it reports), estimated from a seeded sample of their places. Each sampled hook is judged by the
  // Jest suites that name its operation (scripts/mutationHookSuites.ts: every suite renders the whole app, so imports
  // name them all; a suite that pins a hook must answer or read its mutation by name), at most three, through
  // Stryker's Jest runner in place, one run per hook (README). What only other suites would kill counts as survived.
  'client-mutations': {
    runner: 'hook-suites',
    mutate: ['src/client/**/use*Mutation.ts', '!src/client/relay/**'],
    testFiles: [],
    suitesPerModule: 3,
    sample: { places: 20, seed: 'triage-hooks-1' },
    // Estimated 100.00 % on the rerun of 28 Nov 2026 at 20 places (README; 87.50 % first): 8 of 8 scored mutants
    // detected. One more survivor among 9 leaves 88.89 %.
    break: 88,
  },
  // The whole of src/server/domain, estimated from a seeded sample of its places (README "The whole domain,
  // estimated"). Each mutant is judged by the server suites of its module (scripts/mutationSuites.ts: named after it,
  // importing it, sending the writes whose resolvers reach it, the broad API suites, one import away; at most four for
  // each sampled place of the module: a survivor runs all of them), on PGlite, each starting from the template
  // databases: no run of the whole server suite is needed first. What only the suites left out would kill counts as
  // survived: a floor.
  'domain-sample': {
    runner: 'module-suites',
    mutate: ['src/server/domain/**/*.ts'],
    testFiles: [],
    suitesPerModule: 4,
    sample: { places: 40, seed: 'triage-domain-1' },
    // Estimated 94.12 % (95 % interval 83.33 % to 100.00 %) on 28 Nov 2026 at 40 places (README): 32 of 34 scored mutants
    // detected, the 2 survivors equivalent on PGlite. One more survivor among 35 leaves 91.43 %.
    break: 91,
  },
  // src/server/graphql (the resolvers, the request guards, the live feed), estimated as domain-sample is: each mutant
  // judged by the suites named after its module (resolvers/tracker.ts: tracker.test.ts), importing it, sending the writes
  // it resolves, naming the codes and headers it handles (Yoga's plugins: idempotentMutations.ts, idempotency.test.ts),
  // named after its importers, the two broad API suites, one hop.
  'graphql-sample': {
    runner: 'module-suites',
    mutate: ['src/server/graphql/**/*.ts', '!src/server/graphql/__generated__/**'],
    testFiles: [],
    suitesPerModule: 4,
    sample: { places: 40, seed: 'triage-graphql-1' },
    // Estimated 72.22 % (95 % interval 55.00 % to 93.33 %) on 28 Nov 2026 at 40 places (README): 13 of 18 scored mutants
    // detected, 4 of the 5 survivors equivalent. One more survivor among 19 leaves 68.42 %.
    break: 68,
  },
  // The same sample's first places judged by the direct suites alone: what the rules suites pin of the whole domain,
  // a floor for it (what only the seeded-server suites would kill counts as survived, what they alone reach as
  // without coverage), cheap enough for a large sample.
  'domain-sample-direct': {
    mutate: ['src/server/domain/**/*.ts'],
    testFiles: directDomainSuites,
    sample: { places: 200, seed: 'triage-domain-1' },
    // Estimated 26.72 % (95 % interval 16.10 % to 38.05 %) on 27 Nov 2026 (README): 35 of 131 scored mutants detected.
    break: 26,
  },
};

function usage(): never {
  console.error(`Usage: npm run test:mutation [-- ${Object.keys(targets).join(' | ')} ...]`);
  process.exit(2);
}

interface Tally {
  killed: number;
  timeout: number;
  survived: number;
  noCoverage: number;
  other: number;
}

function tallyByFolder(results: readonly MutantResult[]): Map<string, Tally> {
  const byFolder = new Map<string, Tally>();
  for (const result of results) {
    const folder = path.dirname(path.relative(process.cwd(), path.resolve(result.fileName)));
    const tally = byFolder.get(folder) ?? { killed: 0, timeout: 0, survived: 0, noCoverage: 0, other: 0 };
    if (result.status === 'Killed') tally.killed += 1;
    else if (result.status === 'Timeout') tally.timeout += 1;
    else if (result.status === 'Survived') tally.survived += 1;
    else if (result.status === 'NoCoverage') tally.noCoverage += 1;
    else tally.other += 1; // CompileError, RuntimeError, Ignored, Pending: not part of the score
    byFolder.set(folder, tally);
  }
  return byFolder;
}

/** Stryker's mutation score: detected (killed or timed out) over every valid mutant, covered or not. */
function score(tally: Tally): string {
  const detected = tally.killed + tally.timeout;
  const valid = detected + tally.survived + tally.noCoverage;
  return valid === 0 ? 'n/a' : `${((100 * detected) / valid).toFixed(2)} %`;
}

/** The runner's options for a target's suites. */
function judgedBy(target: Target): Record<string, unknown> {
  if (target.runner === 'module-suites') {
    return {
      testRunner: 'command',
      commandRunner: { command: 'node --import tsx scripts/mutationJudge.ts' },
      coverageAnalysis: 'off',
      // One checker and one judge; once every mutant is checked Stryker adds a judge in the checker's place, so two
      // mutants at most are judged at once, each suite starting a server of its own.
      concurrency: 1,
      // The judge stops a suite itself (TRIAGE_MUTATION_SUITE_LIMIT_MS); Stryker's limit covers a survivor's suites.
      timeoutMS: 60 * 60_000,
    };
  }
  if (target.runner !== 'jest') return { tap: { testFiles: [...target.testFiles] } };
  return jestRunner(target.testFiles);
}

/** Stryker's Jest runner over the Jest suites `testFiles`, in place. */
function jestRunner(testFiles: readonly string[]): Record<string, unknown> {
  return {
    testRunner: 'jest',
    // The mutants are written into the work tree (restored at the end), not into a copy: Jest's transform cache is
    // keyed by path, and in a sandbox the first run transformed the whole client again (over 6 minutes at load 25).
    // Run nothing else in the work tree meanwhile; after an interrupted run, `git checkout src/client`.
    inPlace: true,
    // Babel strips types without checking them: no `// @ts-nocheck` written into every file (which would also
    // change every file Jest has cached).
    disableTypeChecks: false,
    jest: {
      projectType: 'custom',
      configFile: 'jest.config.js',
      // The suites are named, not found from the mutated file: every suite that renders the app imports the whole
      // client, so "related" would be all of them.
      enableFindRelatedTests: false,
      config: {
        testMatch: testFiles.map((file) => `<rootDir>/${file}`),
        // A mutant runs every test that reached it (a test name filter, each named file loaded); the first failing
        // suite is enough to kill it.
        bail: 1,
        // At nice 19 on the shared machine a suite's first test (the app's modules loaded, the page imported) outlasted
        // jest.config.js' 30 s in the run before the mutants.
        testTimeout: 120_000,
      },
    },
  };
}

/**
 * Writes, for the judge (scripts/mutationJudge.ts, TRIAGE_MUTATION_SUITES), the suites that judge each sampled module;
 * committed with the cache, it is the record of what judged the figure. The judge's log is written beside it.
 */
function handToJudge(places: readonly Place[], target: Target, file: string): void {
  const modules = [...new Set(places.map((place) => place.file))].sort();
  const lines = new Map<string, number[][]>();
  for (const place of places) lines.set(place.file, [...(lines.get(place.file) ?? []), [place.start.line, place.end.line]]);
  const judging = suitesJudging(modules, target.suitesPerModule ?? 4, lines);
  const unreached = [...specificSuites(modules)].filter(([, suites]) => suites.length === 0).map(([module]) => module);
  if (unreached.length > 0) console.log(`No suite is known to reach ${unreached.join(', ')}: judged by the broad suites only.`);
  writeFileSync(file, `${JSON.stringify(Object.fromEntries(judging), null, 2)}\n`);
  writeFileSync(file.replace(/\.json$/, '.log'), '');
  process.env.TRIAGE_MUTATION_SUITES = path.resolve(file);
}

/** Whether a place is the text of a graphql`` tag: Babel's Relay plugin refuses an emptied one, so no suite would load. */
function isRelayTag(place: Place): boolean {
  const line = readFileSync(place.file, 'utf8').split('\n')[place.start.line - 1] ?? '';
  return line[place.start.column - 1] === '`' && line.slice(0, place.start.column - 1).endsWith('graphql');
}

/**
 * Runs the sampled hooks of a `hook-suites` target, one Stryker run per hook, each judged by the suites naming its
 * operation: a Jest run loads every suite it names, so one run over the union would load them all for every mutant.
 * Each hook keeps its own cache (mutation/<target>/<hook>.incremental.json) and report.
 */
async function runPerHook(name: string, target: Target, chosen: readonly Place[], sampling: object): Promise<MutantResult[]> {
  const modules = [...new Set(chosen.map((place) => place.file))].sort();
  const judging = suitesNamingHooks(modules, target.suitesPerModule ?? 3);
  writeFileSync(`mutation/${name}.suites.json`, `${JSON.stringify(Object.fromEntries(judging), null, 2)}\n`);
  const unjudged = modules.filter((module) => judging.get(module)?.length === 0);
  // A hook that no suite answers is a gap to fill with a test, not a figure to report.
  if (unjudged.length > 0) throw new Error(`No Jest suite of tests/client names the operation of ${unjudged.join(', ')}.`);
  mkdirSync(`mutation/${name}`, { recursive: true });
  // Most mutants of a hook do not compile (its variables and answers are typed), and Stryker runs a hook's suites
  // once before checking any (2-4 minutes at load 15): so every sampled mutant is checked first, in one run that tests
  // nothing, and a hook whose sampled mutants all fail to compile keeps that result without running its suites.
  const checked = await new Stryker({
    mutate: mutateRanges(chosen),
    testRunner: 'command',
    commandRunner: { command: 'true' },
    coverageAnalysis: 'off',
    concurrency: 1,
    incremental: false,
    reporters: [],
    tsconfigFile: `mutation/tsconfig.${name}.json`,
    thresholds: { high: 85, low: 70, break: null },
    ...sampling,
  }).runMutationTest();
  const compiling = new Set(
    checked
      .filter((result) => result.status !== 'CompileError' && result.status !== 'Ignored')
      .map((result) => path.relative('.', result.fileName)),
  );
  const results: MutantResult[] = [];
  for (const module of modules) {
    if (!compiling.has(module)) {
      console.log(`${name}: ${module}: no sampled mutant compiles, no suite run`);
      results.push(...checked.filter((result) => path.relative('.', result.fileName) === module));
      continue;
    }
    const hook = path.basename(module, '.ts');
    console.log(`${name}: ${module}, judged by ${judging.get(module)!.join(', ')}`);
    const found = await new Stryker({
      mutate: mutateRanges(chosen.filter((place) => place.file === module)),
      ...jestRunner(judging.get(module)!),
      // The checker first, then one Jest run at a time: the machine is shared.
      concurrency: 1,
      incrementalFile: `mutation/${name}/${hook}.incremental.json`,
      tsconfigFile: `mutation/tsconfig.${name}.json`,
      htmlReporter: { fileName: `reports/mutation/${name}/${hook}.html` },
      thresholds: { high: 85, low: 70, break: null },
      ...sampling,
    }).runMutationTest();
    results.push(...found);
  }
  return results;
}

/** Runs a target's mutants; a sampled target first draws its places and hands them to the ignore-plugin. */
async function run(name: string, target: Target): Promise<{ results: MutantResult[]; estimateLine?: string }> {
  let mutate = [...target.mutate];
  let sampled: string[] | undefined;
  let chosen: Place[] = [];
  const sampling: { appendPlugins?: string[]; ignorers?: string[] } = {};
  if (target.sample) {
    const places = await census(target.mutate);
    for (const [key, { place }] of places) if (isRelayTag(place)) places.delete(key);
    sampled = draw(places.keys(), target.sample);
    chosen = sampled.map((key) => places.get(key)!.place);
    handToIgnorer(chosen, `mutation/${name}.sample.json`);
    if (target.runner === 'module-suites') handToJudge(chosen, target, `mutation/${name}.suites.json`);
    mutate = mutateRanges(chosen);
    sampling.appendPlugins = [ignorerPlugin];
    sampling.ignorers = ['mutation-sample'];
    const population = [...places.values()].reduce((sum, p) => sum + p.mutants, 0);
    console.log(`${name}: ${sampled.length} of ${places.size} places drawn (seed ${target.sample.seed}; ${population} mutants in all)`);
  }
  const results =
    target.runner === 'hook-suites'
      ? await runPerHook(name, target, chosen, sampling)
      : await new Stryker({
          mutate,
          ...judgedBy(target),
          incrementalFile: `mutation/${name}.incremental.json`,
          // The checker compiles the target's code and suites only (mutation/tsconfig.<target>.json).
          tsconfigFile: `mutation/tsconfig.${name}.json`,
          htmlReporter: { fileName: `reports/mutation/${name}.html` },
          // A sampled target's break applies to its estimate (below), not to Stryker's score of what it tested.
          thresholds: { high: 85, low: 70, break: sampled ? null : target.break },
          ...sampling,
        }).runMutationTest();
  if (!sampled) return { results };
  const tallies = tallyPlaces(results, sampled);
  const found = estimate(tallies);
  if (!found) return { results, estimateLine: `${name}: nothing scored among ${sampled.length} places` };
  const percent = (x: number) => `${(100 * x).toFixed(2)} %`;
  if (100 * found.score < target.break) process.exitCode = 1;
  return {
    results,
    estimateLine:
      `${name}: estimated ${percent(found.score)} for ${target.mutate.join(', ')} (95 % interval ${percent(found.low)} to ` +
      `${percent(found.high)}; ${found.detected} of ${found.scored} scored mutants detected in ${sampled.length} sampled places)`,
  };
}

const names = process.argv.slice(2);
for (const name of names) if (!(name in targets)) usage();
const summary: string[] = [];
const estimates: string[] = [];
// With no target named, every measured target but the sampled ones runs (domain-sample alone is hours: README); a
// target never measured yet (`break` 0) runs only when named.
const defaultTargets = Object.keys(targets).filter((n) => !targets[n]?.sample && targets[n]?.break !== 0);
for (const name of names.length > 0 ? names : defaultTargets) {
  const target = targets[name];
  if (!target) usage();
  const started = Date.now();
  const { results, estimateLine } = await run(name, target);
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  if (estimateLine) estimates.push(`${estimateLine}  (${minutes} min)`);
  for (const [folder, tally] of tallyByFolder(results)) {
    summary.push(
      `${name.padEnd(14)} ${folder.padEnd(24)} ${score(tally).padStart(8)}  killed ${tally.killed}, timeout ` +
        `${tally.timeout}, survived ${tally.survived}, no coverage ${tally.noCoverage}, not scored ${tally.other}` +
        `  (${minutes} min)`,
    );
  }
}
console.log(`\nMutation score per folder:\n${summary.join('\n')}`);
if (estimates.length > 0) console.log(`\nEstimates of sampled targets:\n${estimates.join('\n')}`);
