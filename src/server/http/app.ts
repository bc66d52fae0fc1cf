// The HTTP server: /graphql (answers compressed, never cached), /healthz and /readyz, /metrics when configured,
// avatars, attachments, and the built client (precompressed; hashed assets cached for good, the page
// revalidated; with the SPA fallback to index.html; signed-out visits to pages that need a session sent to
// sign in first, signed-in visits to the sign-in and sign-up pages sent on), every response with the security headers.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { OperationTypeNode } from 'graphql';
import { pino, type Logger } from 'pino';
import sirv from 'sirv';
import { viewerOfSession } from '../domain/sessions.ts';
import type { Services } from '../graphql/context.ts';
import type { ABUSE_LIMITS } from '../graphql/abuseLimits.ts';
import { loadPersistedOperations, type PersistedOperations } from '../graphql/persistedOperations.ts';
import { createGraphQLHandler, CSRF_HEADER } from '../graphql/yoga.ts';
import { Admission, type AdmissionLimits } from './admission.ts';
import { operationKind } from './operationKind.ts';
import { attachmentIdFrom, serveAttachment } from './attachments.ts';
import { MultipartRefusal, readMultipartUpload } from './multipartUpload.ts';
import { UploadScratchArea } from './uploadScratch.ts';
import { Draining, STOPPING_RETRY_AFTER_SECONDS } from './draining.ts';
import { Metrics, type MetricsSources } from './metrics.ts';
import { readiness } from './readiness.ts';
import { requestLogger } from './requestLog.ts';
import { compressResponse } from './responseCompression.ts';
import { chooseEncoding, gzippedIf, PAGE_ENCODINGS, withTail } from './pageEncodings.ts';
import { FIRST_ANSWER_BUDGET_MS, firstAnswersOf, firstAnswersScript, firstQueryIds, type RunQuery } from './pageAnswers.ts';
import { loadPageHtml, type PageHtml } from './pagePreloads.ts';
import { firstScreenPage, loadFirstScreenRenderer, type RenderFirstScreen } from './firstScreen.ts';
import { MIN_UPLOAD_BYTES_PER_SECOND, UPLOAD_PACE_WINDOW_MS, watchBodyPace, type BodyPace } from './bodyDeadline.ts';
import { avatarRequest, serveAvatar } from './avatars.ts';
import { sessionTokenFrom } from '../graphql/sessionCookie.ts';
import { clientAddress, isSecureRequest } from './proxyTrust.ts';
import { crossSiteWriteRefusal, type OriginPolicy } from './sameOriginWrites.ts';
import { setSecurityHeaders } from './securityHeaders.ts';
import { isWayIn, needsSession, redirectSignedIn, redirectToSignIn } from './signInFirst.ts';

export interface AppOptions {
  readonly services: Services;
  readonly production: boolean;
  readonly allowArbitraryOperations: boolean;
  /** Queries compiled by graphql-jit (graphql/compiledQueries.ts; TRIAGE_GRAPHQL_JIT); on unless false. */
  readonly compiledQueries?: boolean;
  /** The built client, or undefined to serve the API only. */
  readonly clientDir: string | undefined;
  /** The largest non-multipart request body, in bytes. */
  readonly maxBodyBytes: number;
  /** How long one request may take to arrive (uploads: see uploadPace). */
  readonly requestTimeoutMs: number;
  /** The slowest pace an upload may arrive at; the defaults of bodyDeadline.ts unless a test needs a shorter window. */
  readonly uploadPace?: Pick<BodyPace, 'minUploadBytesPerSecond' | 'windowMs'>;
  /** Defaults to the project's persisted-queries.json. */
  readonly persistedOperations?: PersistedOperations;
  readonly abuseLimits?: { [K in keyof typeof ABUSE_LIMITS]: number };
  /** How many GraphQL requests run at once and how long one may wait for its turn (see admission.ts). */
  readonly admission: AdmissionLimits;
  /** Allowed cross-origin callers and trusted reverse proxies; none by default. */
  readonly network?: OriginPolicy;
  /** Begun when the process starts to stop (see draining.ts); never, unless given. */
  readonly draining?: Draining;
  /** Where the request log goes (requestLog.ts); nowhere unless given. */
  readonly logger?: Logger;
  /** Where uploaded files wait while their request lasts (uploadScratch.ts); the system's temporary folder unless given. */
  readonly uploadScratch?: UploadScratchArea;
  /** How long a page waits for its first query's answer before it goes without it (pageAnswers.ts); FIRST_ANSWER_BUDGET_MS unless given. */
  readonly firstAnswerBudgetMs?: number;
  /**
   * The server's render of the issue list's first screen (firstScreen.ts): the built client's own unless given
   * (a test's failing one), none with false.
   */
  readonly firstScreen?: RenderFirstScreen | false;
  /** TRIAGE_METRICS_TOKEN: /metrics answers scrapes that send it (metrics.ts); off (404) unless given. */
  readonly metrics?: { readonly token: string; readonly pool?: MetricsSources['pool'] };
}

const root = path.resolve(import.meta.dirname, '../../..');

const SAME_ORIGIN_ONLY: OriginPolicy = { corsOrigins: [], trustedProxies: [] };

/**
 * Why a request's turn ends when its response closes: given to `abort()`, which otherwise builds a DOMException
 * with a stack trace on every request (0.9 % of the list page's server CPU, issue 14). Nothing reads the reason.
 */
const RESPONSE_CLOSED = 'response closed';

function sendText(res: http.ServerResponse, status: number, text: string): void {
  if (res.headersSent) return void res.end();
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8' }).end(`${text}\n`);
}

/** What the HTTP layer knows of a GraphQL request's client. */
interface GraphQLRequestFacts {
  readonly clientAddress: string;
  readonly secure: boolean;
}

function sendGraphQLError(res: http.ServerResponse, status: number, code: string, message: string): void {
  res
    .writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' })
    .end(JSON.stringify({ errors: [{ message, extensions: { code } }] }));
}

export function createApp(options: AppOptions): http.Server {
  const { services, clientDir, maxBodyBytes } = options;
  const network = options.network ?? SAME_ORIGIN_ONLY;
  const { db } = services;
  const operations = options.persistedOperations ?? loadPersistedOperations(path.join(root, 'persisted-queries.json'));
  const graphql = createGraphQLHandler({ ...options, persistedOperations: operations, corsOrigins: network.corsOrigins });
  const admission = new Admission(options.admission);
  const metrics = options.metrics
    ? new Metrics(options.metrics.token, {
        admission: {
          get running() {
            return admission.runningNow;
          },
          get waiting() {
            return admission.waiting;
          },
        },
        liveStreams: () => services.live.openStreams,
        ...(options.metrics.pool ? { pool: options.metrics.pool } : {}),
      })
    : null;
  const draining = options.draining ?? new Draining();
  const scratchArea = options.uploadScratch ?? new UploadScratchArea(os.tmpdir());
  /**
   * A multipart request's operation is read here, its files streamed to disk (multipartUpload.ts), and Yoga
   * gets it as an already-parsed body; every file is removed once the response is over, however it ended.
   */
  const serveUpload = async (req: http.IncomingMessage & { body?: unknown }, res: http.ServerResponse, request: GraphQLRequestFacts) => {
    const scratch = scratchArea.open();
    try {
      let operation: Record<string, unknown>;
      try {
        operation = await readMultipartUpload(req, services.uploads, scratch);
      } catch (error) {
        if (!(error instanceof MultipartRefusal)) throw error;
        // Removed before the answer, so a client told "refused" finds nothing of its upload left.
        await scratch.remove();
        return sendGraphQLError(res, error.status, error.code, error.message);
      }
      if (Object.keys(operation).length === 0) {
        return sendGraphQLError(res, 400, 'BAD_REQUEST', 'The multipart "operations" field is an empty object: it names no query.');
      }
      req.body = operation;
      await graphql.handle(req, res, { req, res, ...request });
    } finally {
      await scratch.remove();
    }
  };
  const client =
    clientDir && fs.existsSync(path.join(clientDir, 'index.html'))
      ? sirv(clientDir, {
          single: true,
          etag: true,
          // The build writes .br and .gz copies (scripts/precompress.ts); sirv sends the one the browser accepts.
          brotli: true,
          gzip: true,
          // Vite puts content-hashed files under /assets: they never change, so browsers may keep them.
          setHeaders: (res, pathname) => {
            res.setHeader('Cache-Control', pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
          },
        })
      : undefined;
  // A page's address gets index.html with its own code preloaded (pagePreloads.ts).
  const pageHtml = client && clientDir ? loadPageHtml(clientDir) : undefined;
  // The pages whose first query's answer goes with them (pageAnswers.ts): the query run as a request to /graphql
  // would be, through the same handler, and holding a turn like one.
  const firstIds = firstQueryIds(path.join(root, '__generated__'), operations);
  const runQuery =
    (req: http.IncomingMessage, res: http.ServerResponse): RunQuery =>
    async (id, variables, signal) => {
      const turn = await admission.enter(signal);
      if (!('release' in turn)) return undefined;
      try {
        const response = await graphql.fetch(
          'http://localhost/graphql',
          {
            method: 'POST',
            headers: {
              accept: 'application/graphql-response+json',
              'content-type': 'application/json',
              cookie: req.headers.cookie ?? '',
              'user-agent': req.headers['user-agent'] ?? '',
            },
            body: JSON.stringify({ doc_id: id, variables }),
            signal,
          },
          { req, res, clientAddress: clientAddress(req, network.trustedProxies), secure: isSecureRequest(req) },
        );
        // An answer that would set a cookie (the session's) is the client's to receive from /graphql itself.
        if (!response.ok || response.headers.has('set-cookie')) return undefined;
        return await response.json();
      } finally {
        turn.release();
      }
    };
  const budgetMs = options.firstAnswerBudgetMs ?? FIRST_ANSWER_BUDGET_MS;
  // The issue list's first screen rendered into the page that carries its answer; a render that fails is logged
  // and the page goes as before.
  const renderFirstScreen = options.firstScreen ?? (pageHtml && clientDir ? loadFirstScreenRenderer(clientDir) : undefined);
  const logError = options.logger ? options.logger.error.bind(options.logger) : () => {};
  const withFirstScreen = renderFirstScreen
    ? firstScreenPage(renderFirstScreen, (error) => logError({ err: error }, 'The first screen could not be rendered on the server.'))
    : undefined;
  // Pages are compressed once per encoding and kept (pageEncodings.ts), not per request by compressResponse.
  const sendPage = async (req: http.IncomingMessage, res: http.ServerResponse, page: PageHtml, url: URL) => {
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    const answers = req.method === 'GET' ? await firstAnswersOf(url, firstIds, runQuery(req, res), budgetMs) : [];
    if (answers.length > 0) {
      // One person's data: no shared cache may keep it, nor the browser (Back after a sign-out must not show it).
      res.setHeader('Cache-Control', 'private, no-store');
      res.setHeader('Vary', 'Accept-Encoding, Cookie');
      const encoding = chooseEncoding(req.headers['accept-encoding'], ['gzip'] as const);
      const rendered = await withFirstScreen?.(page.html, url, answers, req.headers.cookie ?? '');
      // A rendered page is one request's from its head (its styles) on: compressed whole, at gzip's default level.
      const body = rendered
        ? await gzippedIf(encoding, withTail(rendered, firstAnswersScript(answers)))
        : await page.withTail(firstAnswersScript(answers), encoding);
      if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
      res.setHeader('Content-Length', body.byteLength);
      return void res.writeHead(200).end(body);
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader('ETag', page.etag);
    if (req.headers['if-none-match'] === page.etag) return void res.writeHead(304).end();
    const encoding = chooseEncoding(req.headers['accept-encoding'], PAGE_ENCODINGS);
    const body = await page.encoded(encoding);
    if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', body.byteLength);
    res.writeHead(200).end(req.method === 'HEAD' ? undefined : body);
  };

  const handle = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    // Read before anything is awaited: a request that arrived before the stop began is served to the end.
    const arrivedWhileStopping = draining.active;
    await setSecurityHeaders(req, res);
    const { pathname, search, searchParams } = new URL(req.url ?? '/', 'http://localhost');
    if (pathname === '/healthz') return sendText(res, 200, 'ok');
    if (pathname === '/metrics' && metrics) return metrics.serve(req, res);
    if (pathname === '/readyz') {
      const state = await readiness(db, services.files, draining);
      res.writeHead(state.ready ? 200 : 503, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
      return void res.end(JSON.stringify(state));
    }
    if (arrivedWhileStopping) {
      // A request on a connection opened before the stop began: this process takes no new work.
      res.setHeader('Connection', 'close');
      res.setHeader('Retry-After', String(STOPPING_RETRY_AFTER_SECONDS));
      const message = 'The server is stopping. Try again in a moment.';
      if (pathname === '/graphql') return sendGraphQLError(res, 503, 'SERVER_STOPPING', message);
      return sendText(res, 503, message);
    }
    if (pathname === '/graphql') {
      // Answers are one person's data: no shared cache may keep them, and no browser cache either (after a
      // sign-out or a change of user, Back must not show the previous person's answers).
      res.setHeader('Cache-Control', 'private, no-store');
      const refusal = crossSiteWriteRefusal(req, network);
      if (refusal !== null) return sendGraphQLError(res, 403, 'CROSS_SITE_REQUEST', refusal);
      // Yoga requires the CSRF header of the requests a form of another site could send; a multipart request is
      // read here, before Yoga, so it is checked here, before a byte of the body is read.
      if (
        req.method === 'POST' &&
        (req.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/form-data') &&
        !req.headers[CSRF_HEADER]
      ) {
        return sendGraphQLError(res, 403, 'CSRF_HEADER_MISSING', `Required CSRF header(s) not present: send ${CSRF_HEADER}.`);
      }
      const type = req.headers['content-type'] ?? '';
      const length = Number(req.headers['content-length'] ?? NaN);
      // Multipart bodies are bounded by the upload limits while they are parsed (multipartUpload.ts); everything else here.
      if (req.method === 'POST' && !type.startsWith('multipart/form-data')) {
        if (req.headers['transfer-encoding'] && Number.isNaN(length)) {
          return sendGraphQLError(res, 411, 'LENGTH_REQUIRED', 'Send a Content-Length with the request body.');
        }
        if (length > maxBodyBytes) {
          return sendGraphQLError(res, 413, 'REQUEST_ENTITY_TOO_LARGE', `The request body is larger than ${maxBodyBytes} bytes.`);
        }
      }
      const request = { clientAddress: clientAddress(req, network.trustedProxies), secure: isSecureRequest(req) };
      // A subscription's stream lasts as long as the page: it waits for no turn and holds none. Only streams are
      // looked into (other requests never carry a subscription: Yoga answers those as streams only).
      if (
        (req.headers.accept ?? '').includes('text/event-stream') &&
        (await operationKind(req, operations)) === OperationTypeNode.SUBSCRIPTION
      )
        return void graphql.handle(req, res, { req, res, ...request });
      // The turn is held until the response is over, or the client goes away, while waiting or after.
      const gone = new AbortController();
      res.once('close', () => gone.abort(RESPONSE_CLOSED));
      const turn = await admission.enter(gone.signal);
      if ('gone' in turn) return;
      if ('retryAfterSeconds' in turn) {
        res.setHeader('Retry-After', String(turn.retryAfterSeconds));
        return sendGraphQLError(res, 503, 'SERVER_BUSY', `The server is busy. Try again in ${turn.retryAfterSeconds} s.`);
      }
      await compressResponse(req, res);
      if (req.method === 'POST' && type.toLowerCase().startsWith('multipart/form-data')) return serveUpload(req, res, request);
      return void graphql.handle(req, res, { req, res, ...request });
    }
    const avatar = avatarRequest(req, pathname, searchParams);
    const attachmentId = attachmentIdFrom(req, pathname);
    if (avatar !== null || attachmentId !== null) {
      // Files and avatars are for people signed in to the workspace only.
      const viewer = await viewerOfSession(db, sessionTokenFrom(req.headers.cookie));
      if (!viewer) return sendText(res, 401, 'Sign in to see this.');
      if (avatar !== null) return serveAvatar(db, avatar, res);
      if (attachmentId !== null) return serveAttachment(db, services.files, viewer, attachmentId, req, res);
    }
    if (client && (req.method === 'GET' || req.method === 'HEAD')) {
      if (needsSession(pathname) && !(await viewerOfSession(db, sessionTokenFrom(req.headers.cookie)))) {
        return redirectToSignIn(res, pathname, search);
      }
      if (isWayIn(pathname) && (await viewerOfSession(db, sessionTokenFrom(req.headers.cookie)))) {
        return redirectSignedIn(res, searchParams);
      }
      const page = pageHtml?.(pathname);
      if (page) return sendPage(req, res, page, new URL(req.url ?? '/', 'http://localhost'));
      return client(req, res, () => sendText(res, 404, 'Not found.'));
    }
    sendText(res, 404, client ? 'Not found.' : 'Not found. (The client is not built: run `npm run build`.)');
  };

  const pace: BodyPace = {
    deadlineMs: options.requestTimeoutMs,
    minUploadBytesPerSecond: options.uploadPace?.minUploadBytesPerSecond ?? MIN_UPLOAD_BYTES_PER_SECOND,
    windowMs: options.uploadPace?.windowMs ?? UPLOAD_PACE_WINDOW_MS,
  };
  // Node checks its header deadline on this interval (30 s by default, which let a slow client stay twice as long).
  const logRequest = requestLogger(options.logger ?? pino({ level: 'silent' }));
  const server = http.createServer({ connectionsCheckingInterval: 1000 }, (req, res) => {
    logRequest(req, res);
    metrics?.observe(req, res);
    watchBodyPace(req, res, pace);
    handle(req, res).catch((error: unknown) => {
      // The request's log line carries the error and its stack (once).
      res.err = error instanceof Error ? error : new Error(String(error));
      sendText(res, 500, 'Internal error.');
    });
  });
  // Slow headers are cut off by Node; slow bodies by watchBodyPace, which lets a large upload on a slow line
  // take longer than the request time limit as long as it keeps coming (Node's own limit cannot tell them apart).
  server.requestTimeout = 0;
  server.headersTimeout = Math.min(options.requestTimeoutMs, 20_000);
  return server;
}
