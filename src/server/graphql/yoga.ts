// GraphQL Yoga serving schema.graphql at /graphql: POST, GET for queries (a mutation over GET gets 405),
// multipart requests (GraphQL multipart request spec, files arrive as `File`), persisted operations by
// `doc_id`, CSRF prevention (a non-simple header required on GET and multipart requests), sessions, the
// sign-in gate, abuse limits, and in production: masked errors, no introspection, no GraphiQL.
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import { useDisableIntrospection } from '@graphql-yoga/plugin-disable-introspection';
import { createFetch } from '@whatwg-node/fetch';
import { createSchema, createYoga } from 'graphql-yoga';
import type { UploadLimits } from '../config.ts';
import { ABUSE_LIMITS, abuseLimitsPlugin } from './abuseLimits.ts';
import { useSessionCookies, useSignInGate } from './authPlugins.ts';
import { useRequestErrorCodes } from './requestErrorCodes.ts';
import { createContext, type Context, type Services } from './context.ts';
import { loadPersistedOperations, persistedOperationsPlugin, type PersistedOperations } from './persistedOperations.ts';
import { resolvers } from './resolvers/index.ts';

/** The header the client sends on every request; browsers cannot send it cross-site without a preflight. */
export const CSRF_HEADER = 'x-triage-csrf';

const root = path.resolve(import.meta.dirname, '../../..');

/** The multipart parser's limits besides the files: `operations` and `map`, each at most 1 MiB. */
const MULTIPART_FIELDS = 10;
const MULTIPART_FIELD_BYTES = 1024 * 1024;
/** Room for each part's boundary and headers (a file's name is in them). */
const MULTIPART_PART_OVERHEAD_BYTES = 64 * 1024;

/** The largest multipart request the parser's limits let through: every part at its largest. */
export function largestMultipartRequest(uploads: UploadLimits): number {
  return uploads.maxFiles * uploads.maxFileBytes + MULTIPART_FIELDS * MULTIPART_FIELD_BYTES
    + (uploads.maxFiles + MULTIPART_FIELDS) * MULTIPART_PART_OVERHEAD_BYTES;
}

export interface GraphQLOptions {
  readonly services: Services;
  readonly production: boolean;
  readonly allowArbitraryOperations: boolean;
  /** The largest request body other than a multipart upload (app.ts refuses larger ones first). */
  readonly maxBodyBytes: number;
  /** Defaults to the project's persisted-queries.json. */
  readonly persistedOperations?: PersistedOperations;
  /** Defaults to ABUSE_LIMITS. */
  readonly abuseLimits?: { [K in keyof typeof ABUSE_LIMITS]: number };
}

interface NodeServerContext {
  readonly req: IncomingMessage;
  readonly res: ServerResponse;
}

export function createGraphQLHandler({ services, production, allowArbitraryOperations, maxBodyBytes, persistedOperations, abuseLimits }: GraphQLOptions) {
  const operations = persistedOperations ?? loadPersistedOperations(path.join(root, 'persisted-queries.json'));
  return createYoga<NodeServerContext, Context>({
    schema: createSchema<NodeServerContext & Context>({ typeDefs: fs.readFileSync(path.join(root, 'schema.graphql'), 'utf8'), resolvers }),
    graphqlEndpoint: '/graphql',
    context: ({ request, req }) => createContext(services, request, req.socket.remoteAddress ?? 'unknown'),
    // Multipart limits are enforced while parsing, so an oversize upload is refused before it is buffered.
    fetchAPI: createFetch({
      formDataLimits: {
        fileSize: services.uploads.maxFileBytes,
        files: services.uploads.maxFiles,
        fieldSize: MULTIPART_FIELD_BYTES,
        fields: MULTIPART_FIELDS,
        parts: services.uploads.maxFiles + MULTIPART_FIELDS,
      },
    }),
    // Yoga's own ceiling on any body is 25 000 000 bytes unless told otherwise: less than one file of
    // TRIAGE_UPLOAD_MAX_BYTES (25 MiB by default), so it refused uploads the limits allow. The limits that
    // matter are the others (app.ts for plain bodies, the parser's per-part limits above for uploads), so
    // Yoga's ceiling is the largest request they let through.
    maxRequestBodySize: Math.max(maxBodyBytes, largestMultipartRequest(services.uploads)),
    plugins: [
      useCSRFPrevention({ requestHeaders: [CSRF_HEADER] }),
      useRequestErrorCodes(),
      persistedOperationsPlugin(operations, allowArbitraryOperations),
      abuseLimitsPlugin(abuseLimits ?? ABUSE_LIMITS, production),
      useSignInGate(),
      useSessionCookies(),
      production ? useDisableIntrospection() : {},
    ],
    // Unexpected errors never reach clients with their message; in development the original is attached.
    maskedErrors: { isDev: !production },
    graphiql: production ? false : { title: 'Triage GraphiQL', headers: JSON.stringify({ 'X-Triage-CSRF': '1' }) },
    landingPage: false,
    logging: production ? 'warn' : 'info',
  });
}
