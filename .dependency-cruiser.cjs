// dependency-cruiser: the import rules of the house (`npm run depcruise`). docs/architecture.md ("Rules
// checked before the suites") explains them. Violations that already existed when a rule was written are
// listed in .dependency-cruiser-known-violations.json and tolerated (`--ignore-known`); that list may only
// shrink: fix one, then run `npm run depcruise:baseline` to write the shorter list.

/** The server's layers, highest first: each may import those after it, never those before it. */
const LAYERS = ['http', 'graphql', 'domain', 'db'];
const server = 'src/server';

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
      from: { path: `^${server}/(domain|db|storage|demo)/` },
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
      name: 'not-to-unresolvable',
      comment: 'An import that resolves to nothing is a typo or a missing dependency.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    // Packages are seen (the rules on Kysely and GraphQL name them) but not cruised into; what the tree builds or
    // writes at its root is not cruised at all (a package's own dist/ folder must stay visible).
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(dist|data|test-results)/' },
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
