// GraphQL Yoga serving schema.graphql at /graphql: POST, GET for queries (a mutation over GET gets 405),
// multipart requests (GraphQL multipart request spec: read at the HTTP edge, http/multipartUpload.ts, and
// handed over parsed, its files as http/uploadedFile.ts), persisted operations by
// `doc_id`, CSRF prevention (a non-simple header required on GET and multipart requests), sessions, the
// sign-in gate, abuse limits, and in production: masked errors, no introspection, no GraphiQL.
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import { useDisableIntrospection } from '@graphql-yoga/plugin-disable-introspection';
import { createSchema, createYoga } from 'graphql-yoga';
import type { Logger } from 'pino';
import type { UploadLimits } from '../config/uploads.ts';
import { ABUSE_LIMITS, abuseLimitsPlugin } from './abuseLimits.ts';
import { useResponseHeaders, useSignInGate } from './authPlugins.ts';
import { IDEMPOTENCY_HEADER, useIdempotentMutations } from './idempotentMutations.ts';
import { useRequestErrorCodes } from './requestErrorCodes.ts';
import { useFreshSessionForWrites } from './freshSessionForWrites.ts';
import { useCompiledQueries } from './compiledQueries.ts';
import { createContext, type Context, type Services } from './context.ts';
import { maskDomainErrors } from './domainErrors.ts';
import { useNulCharacterGuard } from './nulCharacterGuard.ts';
import { loadPersistedOperations, persistedOperationsPlugin, type PersistedOperations } from './persistedOperations.ts';
import { useRequestFacts } from './requestFacts.ts';
import { resolvers } from './resolvers/index.ts';
import { useSharedLiveResults } from './sharedLiveResults.ts';
import { useUnexpectedErrorLog, yogaLogger } from './unexpectedErrors.ts';

/** The header the client sends on every request; browsers cannot send it cross-site without a preflight. */
export const CSRF_HEADER = 'x-triage-csrf';

const root = path.resolve(import.meta.dirname, '../../..');

/** The form fields besides the files (`operations`, `map`) are each at most this long. */
export const MULTIPART_FIELD_BYTES = 1024 * 1024;
export const MULTIPART_FIELDS = 10;
/** Per part: the boundary line and the part's headers (Content-Disposition with a file name up to 1 kB, Content-Type). */
const MULTIPART_PART_OVERHEAD = 4096;

/** The largest multipart request the upload settings allow: every file at its largest, every field, every part's framing. */
export function multipartRequestLimit(uploads: UploadLimits): number {
  return (
    uploads.maxFiles * uploads.maxFileBytes +
    MULTIPART_FIELDS * MULTIPART_FIELD_BYTES +
    (uploads.maxFiles + MULTIPART_FIELDS) * MULTIPART_PART_OVERHEAD
  );
}

export interface GraphQLOptions {
  readonly services: Services;
  readonly production: boolean;
  readonly allowArbitraryOperations: boolean;
  /** Defaults to the project's persisted-queries.json. */
  readonly persistedOperations?: PersistedOperations;
  /** Defaults to ABUSE_LIMITS. */
  readonly abuseLimits?: { [K in keyof typeof ABUSE_LIMITS]: number };
  /** Origins allowed to call from a browser page of theirs; with none, CORS is off (the app is same-origin). */
  readonly corsOrigins?: readonly string[];
  /** The server's log: Yoga's messages, and each unexpected error on its request's line (unexpectedErrors.ts). */
  readonly logger?: Logger | undefined;
  /** The largest request body other than a multipart upload (http/app.ts refuses larger ones first). */
  readonly maxBodyBytes: number;
  /** Queries compiled by graphql-jit (compiledQueries.ts; TRIAGE_GRAPHQL_JIT); on unless false. */
  readonly compiledQueries?: boolean;
}

/** What the HTTP layer passes along with each request. */
interface NodeServerContext {
  readonly req: IncomingMessage;
  readonly res: ServerResponse;
  /** The browser's address (behind a trusted proxy, from X-Forwarded-For). */
  readonly clientAddress: string;
  /** Whether the browser reached us over https. */
  readonly secure: boolean;
}

export function createGraphQLHandler({
  services,
  production,
  allowArbitraryOperations,
  maxBodyBytes,
  persistedOperations,
  abuseLimits,
  corsOrigins = [],
  logger,
  compiledQueries = true,
}: GraphQLOptions) {
  const operations = persistedOperations ?? loadPersistedOperations(path.join(root, 'persisted-queries.json'));
  return createYoga<NodeServerContext, Context>({
    schema: createSchema<NodeServerContext & Context>({ typeDefs: fs.readFileSync(path.join(root, 'schema.graphql'), 'utf8'), resolvers }),
    graphqlEndpoint: '/graphql',
    context: ({ request, clientAddress, secure }) => createContext(services, request, { address: clientAddress, secure }),
    // Yoga's default answers any origin's preflight, credentials included: another origin could then read and
    // write as the signed-in user. Off, unless the operator lists origins (TRIAGE_CORS_ORIGINS).
    cors:
      corsOrigins.length === 0
        ? false
        : {
            origin: [...corsOrigins],
            credentials: true,
            methods: ['GET', 'POST'],
            allowedHeaders: ['content-type', CSRF_HEADER, IDEMPOTENCY_HEADER],
            maxAge: 600,
          },
    // Yoga's own default (25 000 000 bytes) refused a single file of the advertised 25 MiB: a request may be as
    // large as the upload settings allow, or as TRIAGE_MAX_BODY_BYTES allows a plain body (checked in http/app.ts).
    // A multipart request arrives here already read, its Content-Length still the upload's.
    maxRequestBodySize: Math.max(maxBodyBytes, multipartRequestLimit(services.uploads)),
    plugins: [
      useCSRFPrevention({ requestHeaders: [CSRF_HEADER] }),
      useRequestErrorCodes(),
      useNulCharacterGuard(),
      persistedOperationsPlugin(operations, allowArbitraryOperations),
      abuseLimitsPlugin(abuseLimits ?? ABUSE_LIMITS, production),
      useFreshSessionForWrites(),
      useSignInGate(),
      useSharedLiveResults(),
      useIdempotentMutations(),
      useResponseHeaders(),
      useRequestFacts(),
      useUnexpectedErrorLog(),
      production ? useDisableIntrospection() : {},
      compiledQueries ? useCompiledQueries() : {},
    ],
    // Unexpected errors never reach clients with their message; in development the original is attached. A
    // bad page size or cursor is the client's: BAD_USER_INPUT (domainErrors.ts).
    maskedErrors: { isDev: !production, maskError: maskDomainErrors },
    graphiql: production ? false : { title: 'Triage GraphiQL', headers: JSON.stringify({ 'X-Triage-CSRF': '1' }) },
    landingPage: false,
    logging: logger ? yogaLogger(logger) : production ? 'warn' : 'info',
  });
}
