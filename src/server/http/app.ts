// The HTTP server: /graphql, /healthz, avatars, and the built client (with the SPA fallback to index.html).
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import { sql } from 'kysely';
import type { DB } from '../db/database.ts';
import { createGraphQLHandler } from '../graphql/yoga.ts';
import { avatarLogin, serveAvatar } from './avatars.ts';

export interface AppOptions {
  readonly db: DB;
  readonly production: boolean;
  /** The built client, or undefined to serve the API only. */
  readonly clientDir: string | undefined;
}

function sendText(res: http.ServerResponse, status: number, text: string): void {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8' }).end(`${text}\n`);
}

export function createApp({ db, production, clientDir }: AppOptions): http.Server {
  const graphql = createGraphQLHandler({ db, production });
  const client = clientDir && fs.existsSync(path.join(clientDir, 'index.html'))
    ? sirv(clientDir, {
      single: true,
      etag: true,
      // Vite puts content-hashed files under /assets: they never change, so browsers may keep them.
      setHeaders: (res, pathname) => {
        res.setHeader('Cache-Control', pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    })
    : undefined;

  return http.createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (pathname === '/graphql') {
      void graphql(req, res);
      return;
    }
    if (pathname === '/healthz') {
      sql`select 1`.execute(db).then(
        () => sendText(res, 200, 'ok'),
        () => sendText(res, 503, 'database unavailable'),
      );
      return;
    }
    const login = avatarLogin(req, pathname);
    if (login !== null) {
      serveAvatar(db, login, res).catch(() => sendText(res, 500, 'Internal error.'));
      return;
    }
    if (client && (req.method === 'GET' || req.method === 'HEAD')) {
      client(req, res, () => sendText(res, 404, 'Not found.'));
      return;
    }
    sendText(res, 404, client ? 'Not found.' : 'Not found. (The client is not built: run `npm run build`.)');
  });
}
