// The state of the page's live streams (subscriptions), for the quiet indicator in the header and for the
// pages that must catch up after a reconnection (changes made while a stream was down are not replayed).
// The app's is owned by the EnvironmentHolder (relay/environment.ts), so it outlives each environment; React
// reads it with useSyncExternalStore (useLiveConnection).

/** `idle`: no stream open; `connecting`: the first attempt; `live`: every stream open; `reconnecting`: one is down. */
export type LiveState = 'idle' | 'connecting' | 'live' | 'reconnecting';

export interface LiveConnection {
  /** The overall state of the streams open now. */
  getState(): LiveState;
  /** Counts the reconnections so far: it changes when a page should fetch what it shows again. */
  getReconnections(): number;
  subscribe(listener: () => void): () => void;
  /** Used by the network layer: one stream's state, or its end (`null`). */
  report(stream: symbol, state: Exclude<LiveState, 'idle'> | null): void;
  /** Used by the network layer: a stream that was down is open again. */
  reconnected(): void;
}

export function createLiveConnection(): LiveConnection {
  const streams = new Map<symbol, Exclude<LiveState, 'idle'>>();
  const listeners = new Set<() => void>();
  let state: LiveState = 'idle';
  let reconnections = 0;
  const changed = () => {
    for (const listener of [...listeners]) listener();
  };
  const recompute = () => {
    const states = [...streams.values()];
    const next: LiveState =
      states.length === 0
        ? 'idle'
        : states.includes('reconnecting')
          ? 'reconnecting'
          : states.includes('connecting')
            ? 'connecting'
            : 'live';
    if (next !== state) {
      state = next;
      changed();
    }
  };
  return {
    getState: () => state,
    getReconnections: () => reconnections,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    report(stream, streamState) {
      if (streamState === null) streams.delete(stream);
      else streams.set(stream, streamState);
      recompute();
    },
    reconnected() {
      reconnections += 1;
      changed();
    },
  };
}
