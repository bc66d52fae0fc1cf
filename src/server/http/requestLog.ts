// One log line per request (pino-http): a request id (an incoming X-Request-Id of safe characters is kept, so
// a proxy's id follows the request; otherwise a new one), sent back in X-Request-Id; method, path, status,
// duration; and for GraphQL the operation's name and the user's id (graphql/requestFacts.ts). Never a
// header, a cookie, a query string or a body: secrets (sessions, passwords, invitation tokens) travel there.
// A 5xx is logged as an error, with the error's stack once (a 503 as a warning).
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { pinoHttp, type HttpLogger } from 'pino-http';
import { loggableError } from '../graphql/loggableError.ts';
import { requestFacts } from '../graphql/requestFacts.ts';

const REQUEST_ID_HEADER = 'x-request-id';
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

function requestId(req: IncomingMessage, res: ServerResponse): string {
  const incoming = req.headers[REQUEST_ID_HEADER];
  const id = typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
  res.setHeader('X-Request-Id', id);
  return id;
}

function withFacts(req: IncomingMessage, value: object): object {
  const facts = requestFacts.get(req);
  return facts ? { ...value, operation: facts.operationName, userId: facts.userId } : value;
}

export function requestLogger(logger: Logger): HttpLogger {
  return pinoHttp({
    logger,
    genReqId: requestId,
    serializers: {
      req: (req: { id?: unknown; method?: string; url?: string }) => ({
        id: req.id,
        method: req.method,
        path: (req.url ?? '').split('?')[0],
      }),
      res: (res: { statusCode?: number }) => ({ status: res.statusCode }),
      err: loggableError,
    },
    // 503 is the server turning work away on purpose (busy, stopping): worth a warning, not an error.
    // pino-http hands over only an error the response emitted; one set on `res.err` (a resolver's) counts too.
    customLogLevel: (_req, res, error) =>
      error || res.err ? 'error' : res.statusCode === 503 ? 'warn' : res.statusCode >= 500 ? 'error' : 'info',
    customSuccessObject: (req, _res, value: object) => withFacts(req, value),
    // A failed request's line names its operation and user too: that is where they matter most.
    customErrorObject: (req, _res, _error, value: object) => withFacts(req, value),
    customSuccessMessage: (req, res) => `${req.method ?? ''} ${(req.url ?? '').split('?')[0]} ${res.statusCode}`,
  });
}
