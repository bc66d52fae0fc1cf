// Moves one HttpRequest and brings back the answer, or a NetworkError saying why none came. fetch for
// everything, except uploads whose progress someone listens to: only XMLHttpRequest reports bytes sent.
import { NetworkError } from './errors';
import type { HttpAnswer } from './graphqlResponse';
import type { HttpRequest } from './httpRequest';
import type { UploadProgressListener } from './uploadProgress';

export interface SendOptions {
  readonly signal: AbortSignal;
  /** Give up after this long; 0 waits as long as it takes. */
  readonly timeoutMs: number;
  readonly onUploadProgress: UploadProgressListener | undefined;
  readonly fetchFn: typeof fetch;
  readonly XMLHttpRequest: typeof XMLHttpRequest | undefined;
}

export function send(request: HttpRequest, options: SendOptions): Promise<HttpAnswer> {
  if (options.signal.aborted) return Promise.reject(aborted(options.signal.reason));
  const Xhr = options.XMLHttpRequest;
  if (request.body instanceof FormData && options.onUploadProgress && Xhr) {
    return sendWithXhr(Xhr, request, options, options.onUploadProgress);
  }
  return sendWithFetch(request, options);
}

/** The reason we abort with when our own timer fires, told apart from an abort by the caller. */
class TimeoutReason extends Error {}

async function sendWithFetch(request: HttpRequest, options: SendOptions): Promise<HttpAnswer> {
  const controller = new AbortController();
  const onAbort = () => controller.abort(options.signal.reason);
  options.signal.addEventListener('abort', onAbort);
  const timer = options.timeoutMs > 0 ? setTimeout(() => controller.abort(new TimeoutReason()), options.timeoutMs) : undefined;
  try {
    const response = await options.fetchFn(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body ?? null,
      credentials: 'same-origin',
      signal: controller.signal,
    });
    // The body is read under the same timeout: a server that stalls mid-answer is as gone as a silent one.
    const body = await response.text();
    return { status: response.status, body, retryAfter: response.headers.get('retry-after') };
  } catch (error) {
    if (controller.signal.reason instanceof TimeoutReason) throw timedOut(options.timeoutMs, error);
    if (controller.signal.aborted) throw aborted(error);
    throw new NetworkError('offline', "Can't reach the server.", { retryable: true, cause: error });
  } finally {
    clearTimeout(timer);
    options.signal.removeEventListener('abort', onAbort);
  }
}

function sendWithXhr(
  Xhr: typeof XMLHttpRequest,
  request: HttpRequest,
  options: SendOptions,
  onUploadProgress: UploadProgressListener,
): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new Xhr();
    const onAbort = () => xhr.abort();
    const settle = (finish: () => void) => {
      options.signal.removeEventListener('abort', onAbort);
      finish();
    };
    xhr.open(request.method, request.url);
    for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);
    xhr.timeout = options.timeoutMs;
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onUploadProgress({ loaded: event.loaded, total: event.total });
    });
    xhr.addEventListener('load', () =>
      settle(() => resolve({ status: xhr.status, body: xhr.responseText, retryAfter: xhr.getResponseHeader('retry-after') })),
    );
    xhr.addEventListener('error', () => settle(() => reject(new NetworkError('offline', "Can't reach the server.", { retryable: true }))));
    xhr.addEventListener('timeout', () => settle(() => reject(timedOut(options.timeoutMs, undefined))));
    xhr.addEventListener('abort', () => settle(() => reject(aborted(options.signal.reason))));
    options.signal.addEventListener('abort', onAbort);
    xhr.send(request.body ?? null);
  });
}

function timedOut(timeoutMs: number, cause: unknown): NetworkError {
  return new NetworkError('timeout', `The server did not answer within ${Math.round(timeoutMs / 1000)} s.`, { retryable: true, cause });
}

function aborted(cause: unknown): NetworkError {
  return new NetworkError('aborted', 'The request was cancelled.', { retryable: false, cause });
}
