// A live payload shared by many streams (sharedLiveResults.ts) was still turned into JSON once per stream:
// Yoga's SSE writer stringifies each result it sends, and with 500 streams of a process sharing one result
// that was the server's largest cost per notice (a fifth of its busy time in `npm run bench:live` while the
// issue page's events were 28 kB; they are under 2 kB since, and it still costs once what it cost 500 times).
// Yoga asks a result for its own `stringify` before falling back to JSON.stringify, so the shared result
// carries one that remembers its JSON. Only the very object is remembered: a copy (Yoga makes one to strip
// internal error fields) is stringified afresh, so what is sent is always what the copy holds.
import type { ExecutionResult } from 'graphql';

/** Yoga's ExecutionResultWithSerializer (plugins/types.ts), which graphql-yoga does not export. */
type WithSerializer = ExecutionResult & { stringify?: (result: ExecutionResult) => string };

/** `result`, which from now on is turned into JSON once however many streams send it. It must not change after. */
export function serialisedOnce(result: ExecutionResult): WithSerializer {
  let json: string | undefined;
  const stringify = (value: ExecutionResult) => (value === result ? (json ??= JSON.stringify(value)) : JSON.stringify(value));
  return Object.assign(result, { stringify });
}
