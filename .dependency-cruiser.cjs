// dependency-cruiser: the import rules of the house (`npm run depcruise`). docs/architecture.md ("Rules
// checked before the suites") explains them. Violations that already existed when a rule was written are
// listed in .dependency-cruiser-known-violations.json and tolerated (`--ignore-known`); that list may only
// shrink: fix one, then run `npm run depcruise:baseline` to write the shorter list.

/** The server's layers, highest first: each may import those after it, never those before it. */
const LAYERS = ['http', 'graphql', 'domain', 'db'];
const server = 'src/server';

const client = 'src/client';
/**
 * The client's shared folders: parts every feature uses and none owns (Fluent-based UI parts; the Relay
 * environment, network, session reset and error kinds; a person's name and avatar; the priority names and icon;
 * the mutations that change issues from several places; the parts that take files). Every other folder of
 * src/client is a feature: a part of the app a user sees (issueList, issue, comments, labels, admin...).
 */
const CLIENT_SHARED = ['ui', 'relay', 'users', 'priority', 'issueChanges', 'attachments'];
const shared = `^${client}/(${CLIENT_SHARED.join('|')})/`;

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    ...LAYERS.slice(1).map((layer, index) => ({
      name: `layers-${layer}`,
      comment: `${server}/${layer} is below ${LAYERS.slice(0, index + 1).join(', ')}: it must not import them (http -> graphql -> domain -> db).`,
      severity: 'error',
      from: { path: `^${server}/${layer}/` },
      to: { path: `^${server}/(${LAYERS.slice(0, index + 1).join('|')})/` },
    })),
    {
      name: 'storage-below-domain',
      comment: `${server}/storage keeps attachment bytes for the domain; it must not import the domain or anything above it.`,
      severity: 'error',
      from: { path: `^${server}/storage/` },
      to: { path: `^${server}/(http|graphql|domain)/` },
    },
    {
      name: 'mail-below-domain',
      comment: `${server}/mail sends messages for the layers above; it must not import the domain or anything above it.`,
      severity: 'error',
      from: { path: `^${server}/mail/` },
      to: { path: `^${server}/(http|graphql|domain|db)/` },
    },
    {
      name: 'jobs-beside-graphql',
      comment: `${server}/jobs runs background work (sending queued mails) through the domain: it may use the domain, db/ and mail/, never graphql/ or http/, which reach it only through the services main.ts hands them.`,
      severity: 'error',
      from: { path: `^${server}/jobs/` },
      to: { path: `^${server}/(http|graphql)/` },
    },
    {
      name: 'layers-not-to-jobs',
      comment: `Only main.ts (and tests) start background jobs; the layers are handed what they need as services.`,
      severity: 'error',
      from: { path: `^${server}/(http|graphql|domain|db|storage|mail)/` },
      to: { path: `^${server}/jobs/` },
    },
    {
      name: 'no-sql-above-domain',
      comment: `Queries live in ${server}/domain and ${server}/db: graphql/ and http/ call their functions and never import Kysely (ESLint also refuses query-builder calls there, which need no import).`,
      severity: 'error',
      from: { path: `^${server}/(graphql|http)/` },
      to: { path: '(^|/)node_modules/kysely/' },
    },
    {
      name: 'domain-knows-no-graphql',
      comment: `The domain and below know no GraphQL: a failure is a domain error (a UserError, PaginationError, UnauthenticatedError) that graphql/ maps to the schema.`,
      severity: 'error',
      from: { path: `^${server}/(domain|db|storage|demo|jobs)/` },
      to: { path: '(^|/)node_modules/(graphql|graphql-yoga|@graphql-yoga/[^/]+|dataloader)/' },
    },
    {
      name: 'demo-above-domain',
      comment: `${server}/demo seeds the demo workspace through the domain's rules (password hashing, search documents): it may use the domain and db/, never graphql/ or http/.`,
      severity: 'error',
      from: { path: `^${server}/demo/` },
      to: { path: `^${server}/(http|graphql)/` },
    },
    {
      name: 'layers-not-to-demo',
      comment: `The layers serve every workspace; only main.ts starts the demo seed.`,
      severity: 'error',
      from: { path: `^${server}/(http|graphql|domain|db|storage)/` },
      to: { path: `^${server}/demo/` },
    },
    {
      name: 'client-features-through-components',
      comment:
        `A client feature imports another feature only through what it renders: a component, that is a module ` +
        `${client}/<feature>/<PascalCase>.tsx (IssueRow renders labels/IssueLabels). A feature's hooks, mutations ` +
        `and helpers are its own; what several features need lives in a shared folder (${CLIENT_SHARED.join(', ')}) ` +
        `or in ${client}/paths.ts, which any module may import. routes.tsx and main.tsx sit above the features.`,
      severity: 'error',
      from: { path: `^${client}/([^/]+)/`, pathNot: shared },
      to: { path: `^${client}/[^/]+/`, pathNot: [`^${client}/$1/`, shared, `^${client}/[^/]+/[A-Z][A-Za-z0-9]*\\.tsx$`] },
    },
    {
      name: 'client-shared-knows-no-feature',
      comment: `The client's shared folders (${CLIENT_SHARED.join(', ')}) serve every feature and import none.`,
      severity: 'error',
      from: { path: shared },
      to: { path: `^${client}/[^/]+/`, pathNot: shared },
    },
    {
      name: 'client-artifacts-by-owner',
      comment:
        `A relay artifact's runtime node is imported only by the module that owns it, the one whose name it ` +
        `begins with (IssueRow.tsx: IssueRow_issue.graphql; useUpdateIssueMutation.ts: useUpdateIssueMutation.graphql; ` +
        `IssueTimeline.tsx: IssueTimelinePaginationQuery.graphql); others pass fragment keys. Its types may be named ` +
        `by whoever handles its data (type-only imports: a route's PreloadedQuery, a schema enum). Two modules run ` +
        `an operation owned elsewhere, on purpose: routes.tsx preloads every page's query before the page's code ` +
        `arrives, and issueChanges/catchUpIssueTimeline.ts runs the timeline's pagination query after a change.`,
      severity: 'error',
      from: { path: `^${client}/[^/]+/([^/.]+)\\.tsx?$`, pathNot: `^${client}/issueChanges/catchUpIssueTimeline\\.ts$` },
      to: { path: '^__generated__/', pathNot: '^__generated__/$1[._A-Z]', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'no-circular',
      comment: 'No import cycles: each module can be understood (and tested) after the ones it imports.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'src-not-to-tests-or-bench',
      comment: 'The app never imports its tests or benchmarks.',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^(tests|bench)/' },
    },
    {
      name: 'client-and-server-apart',
      comment: 'The browser app and the server share only schema.graphql (and the generated artifacts).',
      severity: 'error',
      from: { path: '^src/(client|server)/' },
      to: { path: '^src/(client|server)/', pathNot: '^src/$1/' },
    },
    {
      name: 'shared-knows-neither-side',
      comment:
        'src/shared holds what the client and the server both run (the reading of references in Markdown): it imports neither of them.',
      severity: 'error',
      from: { path: '^src/shared/' },
      to: { path: '^src/(client|server)/' },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'An import that resolves to nothing is a typo or a missing dependency.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    // Packages are seen (the rules on Kysely and GraphQL name them) but not cruised into; what the tree builds or
    // writes at its root is not cruised at all (a package's own dist/ folder must stay visible). bench/postgraphile
    // is a package of its own (the side by side's PostGraphile, installed there on demand, started by path): its
    // imports resolve only once the bench has installed it.
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(dist|data|test-results|bench/postgraphile)/' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    // Type-only imports count: a type from a higher layer still ties the lower one to it.
    reporterOptions: { text: { highlightFocused: true } },
  },
};
