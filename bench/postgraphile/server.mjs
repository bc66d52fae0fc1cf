// PostGraphile 5 serving Triage's tables, for `npm run bench:server`'s side-by-side figures (issue 14). Runs as a
// child process under Node 24 (support/node24.ts: PostGraphile 5 needs Node 22+), with the packages of this folder's
// own package.json (installed by bench/support/postgraphile.ts, not by the app's `npm ci`); plain JavaScript, as
// nothing in the app's install can type-check it. The database is DATABASE_URL (the bench's); it listens on a free
// loopback port and prints `ready at <url>` as Triage's server does. Its settings are the stock ones of a
// production deployment: the Amber preset over the `public` schema, no GraphiQL, no explain, no watch.
import http from 'node:http';
import { postgraphile } from 'postgraphile';
import { makePgService } from 'postgraphile/adaptors/pg';
import { grafserv } from 'postgraphile/grafserv/node';
import { PostGraphileAmberPreset } from 'postgraphile/presets/amber';

const connectionString = process.env.DATABASE_URL;
if (!connectionString) throw new Error('DATABASE_URL is not set.');

const pgl = postgraphile({
  extends: [PostGraphileAmberPreset],
  // Ten connections, as Triage's pool on PostgreSQL.
  pgServices: [makePgService({ connectionString, schemas: ['public'], poolConfig: { max: 10 } })],
  grafserv: { graphiql: false, watch: false, websockets: false },
  grafast: { explain: false },
  // By default PostGraphile offers conditions and orderings only on columns that lead an index; `issues.state`
  // is second in (project_id, state, number), which serves exactly this query, so that rule is lifted.
  disablePlugins: ['PgIndexBehaviorsPlugin'],
});
const serv = pgl.createServ(grafserv);
const server = http.createServer();
serv.addTo(server).catch((error) => {
  console.error(error);
  process.exit(1);
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  if (address && typeof address === 'object') console.log(`PostGraphile ready at http://127.0.0.1:${address.port}`);
});
const stop = () => {
  server.closeAllConnections();
  server.close(() => void Promise.resolve(pgl.release()).then(() => process.exit(0)));
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
