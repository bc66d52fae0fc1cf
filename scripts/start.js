// `npm start`: builds what is missing or out of date (scripts/build.js), then runs the compiled server in this
// same process. package.json runs it with `exec`, so it is npm's own child (no shell in between) and the
// SIGTERM or SIGINT npm passes on reaches the server itself, which stops cleanly.
import { buildAll } from './build.js';

try {
  buildAll({ ifStale: true });
} catch (error) {
  console.error(`Triage cannot start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
process.env.NODE_ENV ??= 'production';
// Built output, not a source file: imported by URL, so the dependency rules do not look for it in a fresh clone.
await import(new URL('../dist/server/main.js', import.meta.url).href);
