// The HTTP server: /graphql, /healthz, avatars, and the built client (with the SPA fallback to index.html).
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import { sql } from 'kysely';
import type { Services } from '../graphql/context.ts';
import type { PersistedOperations } from '../graphql/persistedOperations.ts';
import { createGraphQLHandler } from '../graphql/yoga.ts';
import { attachmentIdFrom, serveAttachment } from './attachments.ts';
import { avatarLogin, serveAvatar } from './avatars.ts';

export interface AppOptions {
  readonly services: Services;
  readonly production: boolean;
  readonly allowArbitraryOperations: boolean;
  /** The built client, or undefined to serve the API only. */
  readonly clientDir: string | undefined;
  /** Defaults to the project's persisted-queries.json. */
  readonly persistedOperations?: PersistedOperations;
}

function sendText(res: http.ServerResponse, status: number, text: string): void {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8' }).end(`${text}\n`);
}

export function createApp(options: AppOptions): http.Server {
  const { services, clientDir } = options;
  const { db } = services;
  const graphql = createGraphQLHandler(options);
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
    const attachmentId = attachmentIdFrom(req, pathname);
    if (attachmentId !== null) {
      serveAttachment(db, services.files, attachmentId, req, res).catch(() => sendText(res, 500, 'Internal error.'));
      return;
    }
    if (client && (req.method === 'GET' || req.method === 'HEAD')) {
      client(req, res, () => sendText(res, 404, 'Not found.'));
      return;
    }
    sendText(res, 404, client ? 'Not found.' : 'Not found. (The client is not built: run `npm run build`.)');
  });
}
