// Jest runs the client's component tests in jsdom. Babel's options live here, not in a root
// babel.config.* (design.md §5: vite-plugin-relay would pick that up and the dev server would then
// serve CommonJS).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const rootDir = path.dirname(fileURLToPath(import.meta.url));

/** Where Node would find package `name` when required from `fromDir` (nested node_modules first). */
function findPackageDir(name, fromDir) {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (dir === path.dirname(dir)) return undefined;
  }
}

/**
 * The ES-module-only packages among `roots` and everything they depend on. react-markdown and
 * GitHub's syntax (micromark-extension-gfm, mdast-util-gfm) pull in ~80 small ESM-only packages (unified, micromark, mdast-util-*, ...); listing
 * them by walking the dependency graph keeps the list right when versions change.
 */
function esmOnlyDependencies(roots) {
  const names = new Set();
  const visited = new Set();
  const visit = (name, fromDir) => {
    const dir = findPackageDir(name, fromDir);
    if (dir === undefined || visited.has(dir)) return;
    visited.add(dir);
    const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
    if (manifest.type === 'module') names.add(manifest.name);
    for (const dependency of Object.keys(manifest.dependencies ?? {})) visit(dependency, dir);
  };
  for (const root of roots) visit(root, rootDir);
  return [...names];
}

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const transformedPackages = esmOnlyDependencies(['react-markdown', 'micromark-extension-gfm', 'mdast-util-gfm']).map(escapeRegExp);

/** @type {import('jest').Config} */
export default {
  rootDir,
  roots: ['<rootDir>/tests/client'],
  // jsdom's selector engine, nwsapi, is pinned to 2.2.23 (package.json `overrides`): from 2.2.24 it keeps at most
  // 1,000 compiled selectors, fewer than the atomic CSS rules Griffel inserts for one page, so every
  // getComputedStyle (Testing Library's role queries call it for each element) compiled every rule again; the
  // suites took 2 to 3 times the CPU (IssueEditing: 36.3 s of CPU with 2.2.28, 13.0 s with 2.2.23).
  // An absolute path, not <rootDir>: Stryker's Jest runner (npm run test:mutation) wraps the environment named here
  // and loads it before Jest substitutes <rootDir>.
  testEnvironment: path.join(rootDir, 'tests/client/support/environment.js'),
  setupFiles: ['<rootDir>/tests/client/setup.ts'],
  setupFilesAfterEnv: ['<rootDir>/tests/client/isolateTests.ts'],
  // Each test starts with the real console and timers, whatever the previous one spied on.
  restoreMocks: true,
  // Whole pages render in jsdom (layout, lazy page chunk, Fluent): generous on a busy machine; findBy* waits 5 s.
  testTimeout: 30_000,
  transform: {
    '\\.[cm]?[jt]sx?$': [
      'babel-jest',
      {
        babelrc: false,
        configFile: false,
        // ESM packages are compiled to CommonJS; files without import/export stay scripts.
        sourceType: 'unambiguous',
        presets: [
          ['@babel/preset-env', { targets: { node: 'current' } }],
          ['@babel/preset-react', { runtime: 'automatic' }],
          '@babel/preset-typescript',
        ],
        // Compiles graphql`` tags to imports of the artifacts relay-compiler wrote (relay.config.json).
        plugins: [['relay', { artifactDirectory: './__generated__' }]],
      },
    ],
  },
  // node_modules is not transformed, except the ESM-only packages found above.
  transformIgnorePatterns: [`/node_modules/(?!(?:${transformedPackages.join('|')})/)`],
};
