// ESLint's flat config: the rules every file of the tree is held to (`npm run lint`, zero warnings).
// docs/architecture.md ("Rules checked before the suites") says what each group is for.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import relay from 'eslint-plugin-relay';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// One mutation-hook shape (docs/architecture.md, "Mutation hooks"): every hook commits through
// relay/useOutcomeMutation.ts, and a payload's UserErrors are selected only by spreading the shared fragment
// (`errors { ...userErrors_errors @relay(mask: false) }`), never field by field.
const mutationShape = [
  {
    selector: 'TaggedTemplateExpression[tag.name="graphql"] TemplateElement[value.raw=/errors\\s*\\{\\s*(field|message|code)\\b/]',
    message: 'Select UserErrors with the shared fragment: errors { ...userErrors_errors @relay(mask: false) } (relay/userErrors.ts).',
  },
  {
    selector: 'ImportDeclaration[source.value="react-relay"] > ImportSpecifier[imported.name="useMutation"]',
    message: 'Mutation hooks commit through useOutcomeMutation (relay/useOutcomeMutation.ts), the one hook shape.',
  },
];

// Connections by `__id` (docs/architecture.md, "Connections by __id"): the component that shows a connection
// selects its `__id` and hands it to what changes it. Rebuilding an id from another component's connection key
// and filters breaks silently when that component's arguments change (a sort added to the list), and the list
// may not even be in the store; a change whose list is not on screen marks what it affects stale instead.
const connectionsById = [
  {
    selector: 'Identifier[name="getConnectionID"]',
    message:
      "Don't rebuild a connection's id: take the `__id` its component selects, or mark what changed stale (invalidateRecord) when no list is on screen.",
  },
];

export default tseslint.config(
  {
    // Generated or built: relay-compiler's and graphql-codegen's artifacts, the client build, test output.
    ignores: [
      '**/__generated__/**',
      'dist/**',
      'data/**',
      'test-results/**',
      'coverage/**',
      '.tmp/**',
      // StrykerJS's sandboxes (copies of the project, mutated) and its HTML reports.
      '.stryker-tmp/**',
      'reports/**',
    ],
  },
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      // Our regular expressions that name control characters do so on purpose: they refuse or strip them
      // (domain/text.ts, config.ts, client/paths.ts, domain/attachmentFiles.ts).
      'no-control-regex': 'off',
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      // Type-aware rules, through TypeScript's project service (tsconfig.json covers the whole tree).
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // A promise nobody awaits or catches loses its error; the cheap, high-value type-aware rules.
      '@typescript-eslint/no-floating-promises': [
        'error',
        {
          // node:test's describe/test return promises the runner itself awaits.
          allowForKnownSafeCalls: [
            {
              from: 'package',
              package: 'node:test',
              name: ['describe', 'test', 'it', 'suite', 'before', 'after', 'beforeEach', 'afterEach'],
            },
          ],
        },
      ],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-unnecessary-type-assertion': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // The browser app: hooks, Relay and accessibility rules.
    files: ['src/client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, relay, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.flat['recommended-latest'].rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'relay/graphql-syntax': 'error',
      'relay/graphql-naming': 'error',
      'relay/unused-fields': 'error',
      'relay/must-colocate-fragment-spreads': 'error',
      'relay/hook-required-argument': 'error',
      'relay/function-required-argument': 'error',
      // Off: the client names '%future added value' only to handle it (a fallback label for a role added
      // to the schema later, a type that excludes it), which is what the rule wants done.
      'relay/no-future-added-value': 'off',
    },
  },
  {
    // Every address of the app is built by src/client/paths.ts (docs/architecture.md, "Client"): a literal
    // or template address anywhere else in the client (`/projects/${slug}`, '/sign-in', to="/") is refused,
    // so that an address changes in one place. relay/ is exempt: it names the server's endpoints, not pages.
    files: ['src/client/**/*.{ts,tsx}'],
    ignores: ['src/client/paths.ts', 'src/client/relay/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          'TemplateLiteral[quasis.0.value.raw=/^\\//]',
          'Literal[value=/^\\/[\\w:?#-]/]',
          'JSXAttribute[name.name=/^(to|href)$/] > Literal[value="/"]',
        ].map((selector) => ({ selector, message: 'Addresses of the app are built in src/client/paths.ts: import them from there.' })),
        ...mutationShape,
        ...connectionsById,
      ],
    },
  },
  {
    // relay/ is exempt from the address rule above, not from the mutation shape or connections by `__id`;
    // useOutcomeMutation is the shape.
    files: ['src/client/relay/**/*.{ts,tsx}'],
    ignores: ['src/client/relay/useOutcomeMutation.ts'],
    rules: { 'no-restricted-syntax': ['error', ...mutationShape, ...connectionsById] },
  },
  {
    // Queries live in the domain and db/ (docs/architecture.md, "Server layers"). dependency-cruiser keeps
    // Kysely's imports out of graphql/ and http/; this catches a query built on a database handle passed in,
    // which needs no import.
    files: ['src/server/graphql/**', 'src/server/http/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'MemberExpression[property.name=/^(selectFrom|selectNoFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto|with|withRecursive|transaction|connection|executeQuery)$/]',
          message: 'No queries in graphql/ or http/: call a function of the domain (or db/) instead.',
        },
      ],
    },
  },
  {
    // Migrations are frozen in time: they must not depend on today's table types (Kysely's advice).
    files: ['src/server/db/migrations/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Tests read GraphQL answers as untyped JSON; typing each answer would restate the schema.
    files: ['tests/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Component tests render the client's components: the hooks rules apply to their helpers too.
    files: ['tests/client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.jest } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
);
