// How the suites start the server's own commands as child processes: through tsx from the TypeScript source, or,
// under `npm run test:node`, from the bundles it built of them (TRIAGE_TEST_ENTRY_BUNDLES; scripts/nodeSuites.ts).
// A start through tsx loads the server's few hundred modules across its loader hooks: ~3 CPU s more per start on a
// 2-core machine, and the suites start ~40 servers, backups and exports each run.
import path from 'node:path';

/** The server's commands the suites run, each `src/server/<name>.ts`, which `npm run test:node` bundles first. */
export const SERVER_ENTRIES = ['main', 'backupData', 'restoreData', 'exportToPostgres'] as const;
type ServerEntry = (typeof SERVER_ENTRIES)[number];

const root = path.resolve(import.meta.dirname, '../..');

/** Node's arguments that run `src/server/<entry>.ts`, absolute paths so that any working folder will do. */
export function entryArguments(entry: ServerEntry): string[] {
  const bundles = process.env.TRIAGE_TEST_ENTRY_BUNDLES;
  if (bundles) return ['--enable-source-maps', path.join(bundles, 'src', 'server', `${entry}.mjs`)];
  return ['--import', path.join(root, 'node_modules/tsx/dist/loader.mjs'), path.join(root, 'src', 'server', `${entry}.ts`)];
}
