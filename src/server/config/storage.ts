// Where attachment bytes are kept: TRIAGE_STORAGE_URL. Unset, the folder `attachments/` in TRIAGE_DATA_DIR;
// `s3://bucket[/prefix]?endpoint=…&region=…&forcePathStyle=…`, an S3-compatible object store, which every
// server process shares wherever it runs.
//
// Credentials never travel in this URL: the AWS SDK finds them the standard way (AWS_ACCESS_KEY_ID and
// AWS_SECRET_ACCESS_KEY, a profile, or the machine's role), so the one setting that names the storage can be
// shown in logs and /readyz without showing a secret.
import { ConfigError, type Env } from './variables.ts';

export interface S3StorageConfig {
  readonly kind: 's3';
  readonly bucket: string;
  /** Prepended to every key (no leading slash; ends with a slash when not empty), so one bucket can serve several workspaces. */
  readonly prefix: string;
  /** An S3-compatible server's address (http or https); undefined: AWS's own endpoint for the region. */
  readonly endpoint: string | undefined;
  readonly region: string;
  /** Bucket in the path (`host/bucket/key`) rather than in the host name: what most S3-compatible servers need. */
  readonly forcePathStyle: boolean;
}

export type StorageConfig = { readonly kind: 'folder' } | S3StorageConfig;

const VARIABLE = 'TRIAGE_STORAGE_URL';
const EXAMPLE = 's3://my-bucket?endpoint=https://s3.example.com&region=eu-west-1&forcePathStyle=1';
const PARAMETERS = new Set(['endpoint', 'region', 'forcePathStyle']);

/** S3's bucket naming rules (the stricter, DNS-compatible ones that every provider accepts). */
const BUCKET = /^(?!xn--)(?!.*\.\.)[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const REGION = /^[a-z0-9-]{1,64}$/;

function invalid(problem: string): ConfigError {
  return new ConfigError(VARIABLE, `${problem} (expected e.g. ${EXAMPLE})`);
}

function parseEndpoint(raw: string | null): string | undefined {
  if (raw === null) return undefined;
  let url: URL | undefined;
  try {
    url = new URL(raw);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.username !== '' || url.search !== '' || url.hash !== '') {
    throw invalid(`endpoint must be an http or https address without credentials or query, got "${raw}"`);
  }
  return url.href.replace(/\/$/, '');
}

function parseForcePathStyle(raw: string | null): boolean {
  if (raw === null || raw === '1' || raw === 'true') return raw !== null;
  if (raw === '0' || raw === 'false') return false;
  throw invalid(`forcePathStyle must be 1, 0, true or false, got "${raw}"`);
}

export function parseStorage(env: Env): StorageConfig {
  const raw = env[VARIABLE];
  if (raw === undefined || raw.trim() === '') return { kind: 'folder' };
  let url: URL | undefined;
  try {
    url = new URL(raw);
  } catch {
    url = undefined;
  }
  if (!url || url.protocol !== 's3:') throw invalid('expected an s3:// URL');
  if (url.username !== '' || url.password !== '') {
    throw invalid('credentials do not go in the URL: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY');
  }
  if (url.port !== '') throw invalid('the bucket name takes no port: put the server address in endpoint=');
  const bucket = url.hostname;
  if (!BUCKET.test(bucket)) throw invalid(`"${bucket}" is not a valid bucket name`);
  const prefix = decodeURIComponent(url.pathname).replace(/^\/+|\/+$/g, '');
  if (prefix.length > 200 || /[\u0000-\u001f\u007f\\]|(^|\/)\.\.?(\/|$)/.test(prefix))
    throw invalid(`"${prefix}" is not a usable key prefix`);
  for (const name of url.searchParams.keys()) {
    if (!PARAMETERS.has(name)) throw invalid(`unknown parameter "${name}" (known: ${[...PARAMETERS].join(', ')})`);
  }
  const region = url.searchParams.get('region') ?? 'us-east-1';
  if (!REGION.test(region)) throw invalid(`"${region}" is not a region name`);
  return {
    kind: 's3',
    bucket,
    prefix: prefix === '' ? '' : `${prefix}/`,
    endpoint: parseEndpoint(url.searchParams.get('endpoint')),
    region,
    forcePathStyle: parseForcePathStyle(url.searchParams.get('forcePathStyle')),
  };
}
