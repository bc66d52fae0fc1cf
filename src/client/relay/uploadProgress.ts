// How a component that starts an upload hears its progress: it passes a listener in the mutation's
// `cacheConfig.metadata`, and the network layer calls it as bytes are sent.
import type { CacheConfig } from 'relay-runtime';

export interface UploadProgress {
  /** Bytes sent so far. */
  readonly loaded: number;
  /** Bytes to send in all (the whole multipart body). */
  readonly total: number;
}

export type UploadProgressListener = (progress: UploadProgress) => void;

const KEY = 'triage.onUploadProgress';

/** The cacheConfig to commit an upload mutation with, so that `listener` hears its progress. */
export function withUploadProgress(listener: UploadProgressListener): CacheConfig {
  return { metadata: { [KEY]: listener } };
}

export function uploadProgressListener(cacheConfig: CacheConfig | null | undefined): UploadProgressListener | undefined {
  const listener = cacheConfig?.metadata?.[KEY];
  return typeof listener === 'function' ? (listener as UploadProgressListener) : undefined;
}
