// The raw-SQL floor of the side by side (issue 14: "GraphQL overhead ≤ 2× a raw-SQL HTTP floor returning the same
// JSON"): a bare node:http server that answers every POST with the side by side's question — the open issues of the
// project `slug` (the request's JSON body `{ "variables": { "slug" } }`), 25 newest first, each with its labels,
// assignees and comment count — from one SQL statement through `pg`, written as the same JSON Triage's answer to
// the written query is (sideBySide.ts checks it byte for byte before any timing). No schema, no validation, no
// session, no log: what is left is what any HTTP API over this statement must pay. Run as a child process
// (`node --import tsx bench/server/rawFloorServer.ts`, DATABASE_URL set); prints `ready at URL` like the server.
import http from 'node:http';
import pg from 'pg';

const PAGE = 25;

/** The page and its links in one statement: the links as JSON arrays, ordered as Triage orders them. */
const PAGE_SQL = `
select i.number, i.title,
  coalesce((select json_agg(json_build_object('name', l.name, 'color', l.color) order by lower(l.name))
            from issue_labels il join labels l on l.id = il.label_id where il.issue_id = i.id), '[]') as labels,
  coalesce((select json_agg(json_build_object('login', u.login, 'name', u.name) order by u.login)
            from issue_assignees ia join users u on u.id = ia.user_id where ia.issue_id = i.id), '[]') as assignees,
  (select count(*)::int from comments c where c.issue_id = i.id) as comment_count
from projects p join issues i on i.project_id = p.id and i.state = 'OPEN'
where p.slug = $1
order by i.number desc
limit ${PAGE}`;

interface PageRow {
  readonly number: number;
  readonly title: string;
  readonly labels: readonly { name: string; color: string }[];
  readonly assignees: readonly { login: string; name: string }[];
  readonly comment_count: number;
}

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('Set DATABASE_URL.');
const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });

async function answer(slug: string): Promise<string> {
  const { rows } = await pool.query<PageRow>(PAGE_SQL, [slug]);
  const edges = rows.map((row) => ({
    node: {
      number: row.number,
      title: row.title,
      labels: row.labels,
      assignees: row.assignees,
      comments: { totalCount: row.comment_count },
    },
  }));
  return JSON.stringify({ data: { project: { issues: { edges } } } });
}

const server = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { variables?: { slug?: unknown } };
    const slug = body.variables?.slug;
    if (typeof slug !== 'string') return void res.writeHead(400).end('{"errors":[{"message":"variables.slug"}]}');
    answer(slug).then(
      (json) => res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' }).end(json),
      (error: unknown) => res.writeHead(500).end(JSON.stringify({ errors: [{ message: String(error) }] })),
    );
  });
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  if (address && typeof address === 'object') console.log(`raw-SQL floor ready at http://127.0.0.1:${address.port}`);
});
process.on('SIGTERM', () => {
  server.close();
  void pool.end().finally(() => process.exit(0));
});
