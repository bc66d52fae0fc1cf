// SQL statements per GraphQL request, counted by the database layer's StatementCounter: it lives in the server's
// process, so these requests go to a server built in the bench's own process as main.ts builds it (production).
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import {
  DEFAULT_UPLOAD_ALLOWED_TYPES,
  DEFAULT_UPLOAD_MAX_BYTES,
  DEFAULT_UPLOAD_MAX_BYTES_PER_DAY,
  DEFAULT_UPLOAD_MAX_FILES,
} from '../../src/server/config/uploads.ts';
import type { OpenedDatabase } from '../../src/server/db/database.ts';
import { startLiveFeed } from '../../src/server/graphql/liveFeed.ts';
import { admissionLimits } from '../../src/server/http/admission.ts';
import { createApp } from '../../src/server/http/app.ts';
import { FolderStore } from '../../src/server/storage/folderStore.ts';
import { queryOk, signIn, type GraphQLBody } from '../support/triage.ts';

/** Runs `use` against a server in this process over `database`, built as main.ts builds it (production). */
export async function withInProcessServer<T>(
  database: OpenedDatabase,
  dataDir: string,
  use: (url: string, cookie: string) => Promise<T>,
): Promise<T> {
  const live = await startLiveFeed(database);
  const server = createApp({
    services: {
      live,
      db: database.db,
      files: new FolderStore(path.join(dataDir, 'attachments')),
      uploads: {
        maxFileBytes: DEFAULT_UPLOAD_MAX_BYTES,
        maxFiles: DEFAULT_UPLOAD_MAX_FILES,
        maxBytesPerDay: DEFAULT_UPLOAD_MAX_BYTES_PER_DAY,
        allowedTypes: DEFAULT_UPLOAD_ALLOWED_TYPES,
      },
      workspace: { name: 'Triage', allowSignUp: null },
      invitationMails: null,
    },
    production: true,
    allowArbitraryOperations: false,
    clientDir: undefined,
    maxBodyBytes: 1024 * 1024,
    requestTimeoutMs: 30_000,
    admission: admissionLimits(database.connections, 5000),
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    return await use(url, await signIn(url));
  } finally {
    await live.close();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

/** SQL statements per request: the second of two identical requests (the first may refresh the session). */
export async function countStatements(
  database: OpenedDatabase,
  url: string,
  cookie: string,
  bodies: Record<string, GraphQLBody>,
): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const [name, body] of Object.entries(bodies)) {
    let count = 0;
    for (let i = 0; i < 2; i += 1) {
      const before = database.statements.count;
      await queryOk(url, body, cookie);
      count = database.statements.count - before;
    }
    counts[name] = count;
  }
  return counts;
}
