// Request bodies that arrive too slowly are cut off with 408, whatever their type: a body sent a byte at a
// time would otherwise hold a connection (and, for uploads, a temporary file) for as long as its sender
// likes. Two rules:
// - an ordinary body (JSON, a GET's nothing) must be complete within the request time limit;
// - an upload (multipart) may take longer, as long as it keeps arriving at a minimum rate, so that a large
//   file on a slow line still goes through while a trickle does not.
// Progress is read from the socket's byte count, never by reading the body: the body belongs to GraphQL Yoga,
// and listening to its data here would take it away.
import type http from 'node:http';

export interface BodyPace {
  /** How long an ordinary request (not an upload) may take to arrive whole. */
  readonly deadlineMs: number;
  /** The slowest an upload may arrive, averaged over each window. */
  readonly minUploadBytesPerSecond: number;
  readonly windowMs: number;
}

/** About 32 kbit/s: slower than any line a person uploads a file over, faster than a trickle. */
export const MIN_UPLOAD_BYTES_PER_SECOND = 4096;
export const UPLOAD_PACE_WINDOW_MS = 15_000;

const CHECK_EVERY_MS = 500;

function refuse(socket: http.IncomingMessage['socket'], message: string): void {
  const body = JSON.stringify({ errors: [{ message, extensions: { code: 'REQUEST_TIMEOUT' } }] });
  // Written to the socket itself, as Node does for its own timeouts: the response object belongs to whoever
  // is handling the request, and the connection is closed either way.
  socket.end(
    `HTTP/1.1 408 Request Timeout\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    () => socket.destroy(),
  );
}

/** Watches `req`'s body until it is complete (or the request goes away), and cuts it off when it lags. */
export function watchBodyPace(req: http.IncomingMessage, res: http.ServerResponse, pace: BodyPace): void {
  if (req.complete) return;
  const socket = req.socket;
  const upload = (req.headers['content-type'] ?? '').startsWith('multipart/form-data');
  const started = Date.now();
  let windowStart = started;
  let windowBytes = socket.bytesRead;
  const timer = setInterval(() => {
    if (req.complete || socket.destroyed) return clearInterval(timer);
    const now = Date.now();
    let reason: string | undefined;
    if (!upload && now - started > pace.deadlineMs) {
      reason = `The request did not arrive within ${pace.deadlineMs / 1000} s.`;
    } else if (upload && now - windowStart >= pace.windowMs) {
      const rate = ((socket.bytesRead - windowBytes) * 1000) / (now - windowStart);
      if (rate < pace.minUploadBytesPerSecond) {
        reason = `The upload arrived too slowly (under ${pace.minUploadBytesPerSecond} bytes per second).`;
      }
      windowStart = now;
      windowBytes = socket.bytesRead;
    }
    if (reason === undefined) return;
    clearInterval(timer);
    if (res.headersSent) socket.destroy();
    else refuse(socket, reason);
  }, CHECK_EVERY_MS);
  timer.unref();
  req.once('close', () => clearInterval(timer));
}
