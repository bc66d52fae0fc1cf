// What the app's requests are going through, as one notice for the layout (shell/RequestNotice.tsx). The
// network layer reports every attempt (NetworkOptions.onEvent); this keeps only what a person should know
// while the app waits and tries again by itself:
// - `busy`: a query or mutation waits to be sent again because the server said it is busy (503, with
//   Retry-After) or still working on the same change (409 under its Idempotency-Key);
// - `unreachable`: one waits to be sent again because the last attempt got no answer (offline, timed out).
// One notice however many requests wait; it goes when they are answered or given up. What finally failed is
// said where the request was made (the page's error, the toast of an undone change), not here again. Live
// streams are left out: the header's LiveIndicator tells of them.
import type { NetworkError } from './errors';
import type { NetworkEvent } from './network';

export type RequestNotice = 'busy' | 'unreachable' | null;

export interface RequestActivity {
  getNotice(): RequestNotice;
  subscribe(listener: () => void): () => void;
  /** The network layer's event sink (NetworkOptions.onEvent). */
  report(event: NetworkEvent): void;
}

/** The server is busy (503), or still working on the same change (409): the request is sent again. */
const BUSY_STATUSES: ReadonlySet<number | undefined> = new Set([503, 409]);

/** Only an HTTP answer can carry these statuses (a response that is not GraphQL has one of GraphQL's). */
function isBusyAnswer(error: NetworkError): boolean {
  return BUSY_STATUSES.has(error.status);
}

/** No answer at all (as opposed to an answer refusing the request). */
function isUnanswered(error: NetworkError): boolean {
  return error.kind === 'offline' || error.kind === 'timeout';
}

export function createRequestActivity(): RequestActivity {
  // The requests waiting to be sent again, and why.
  const waiting = new Map<number, Exclude<RequestNotice, null>>();
  let notice: RequestNotice = null;
  const listeners = new Set<() => void>();

  const update = () => {
    const reasons = new Set(waiting.values());
    const next: RequestNotice = reasons.has('busy') ? 'busy' : reasons.has('unreachable') ? 'unreachable' : null;
    if (next === notice) return;
    notice = next;
    for (const listener of [...listeners]) listener();
  };

  return {
    getNotice: () => notice,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    report(event) {
      if (event.stream) return;
      if (event.kind === 'retry') {
        const reason = isBusyAnswer(event.error) ? 'busy' : isUnanswered(event.error) ? 'unreachable' : null;
        if (reason === null) waiting.delete(event.requestId);
        else waiting.set(event.requestId, reason);
      } else if (event.kind === 'error' || (event.kind === 'response' && !BUSY_STATUSES.has(event.status))) {
        // Answered, or given up (a busy answer is followed by its retry, or by the error when none is left).
        waiting.delete(event.requestId);
      }
      update();
    },
  };
}
