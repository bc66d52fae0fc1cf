// Per-page preload hints in index.html. A page's code is a lazy chunk the browser would otherwise ask for
// only once the entry chunk has arrived and run (the router loads it); named in the HTML with
// <link rel="modulepreload">, it downloads alongside the entry instead, a round trip sooner on a slow link.
// Which chunks a page needs comes from Vite's manifest (the build writes .vite/manifest.json); index.html
// already preloads the entry's own imports, so only the page's other chunks are added.
// The issue list also names the issue page's chunks with <link rel="prefetch">: the browser downloads them when
// it has nothing more urgent to fetch, into its HTTP cache, and neither compiles nor runs them (a modulepreload
// would compile them); they run once a person moves toward an issue (client/issueList/useIssuePageCodeOnIntent.ts).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { encodedOnce, gzippedWithTail, type PageEncoding } from './pageEncodings.ts';

const ISSUE_PAGE = 'src/client/issue/IssuePage.tsx';

/**
 * The pages whose first load matters, by address (as src/client/routes.tsx routes them), with the module
 * each one loads lazily, and the module of the page most often opened from it, prefetched. An address not
 * listed here gets index.html as built.
 */
const PAGES: ReadonlyArray<readonly [RegExp, string, string?]> = [
  [/^\/$/, 'src/client/projects/ProjectsPage.tsx'],
  [/^\/projects\/[^/]+\/?$/, 'src/client/issueList/ProjectIssuesPage.tsx', ISSUE_PAGE],
  [/^\/projects\/[^/]+\/issues\/new\/?$/, 'src/client/newIssue/NewIssuePage.tsx'],
  [/^\/projects\/[^/]+\/issues\/[^/]+\/?$/, 'src/client/issue/IssuePage.tsx'],
  [/^\/sign-in\/?$/, 'src/client/account/SignInPage.tsx'],
];

/** The part of Vite's manifest read here. */
export type Manifest = Record<string, { file: string; isEntry?: boolean; imports?: string[] }>;

export interface PageHtml {
  readonly html: string;
  /** `html`'s bytes in an encoding, compressed once per encoding (pageEncodings.ts). */
  readonly encoded: (encoding: PageEncoding) => Promise<Buffer>;
  /** Weak: the same page goes out compressed in different ways. */
  readonly etag: string;
  /**
   * The page with `tail` (one request's: its first answers, pageAnswers.ts) put just before `</body>`, in
   * gzip (the part before, the same for everyone, compressed once: pageEncodings.ts) or as it is.
   */
  readonly withTail: (tail: string, encoding: 'gzip' | 'identity') => Promise<Buffer>;
}

/** `page` as a head and the rest from `</body>` on, with the tail between them; see PageHtml.withTail. */
function tailed(page: string): PageHtml['withTail'] {
  const at = page.lastIndexOf('</body>');
  const [head, end] = at === -1 ? [page, ''] : [page.slice(0, at), page.slice(at)];
  const gzipped = gzippedWithTail(head);
  return (tail, encoding) => (encoding === 'gzip' ? gzipped(tail + end) : Promise.resolve(Buffer.from(head + tail + end, 'utf8')));
}

function staticClosure(manifest: Manifest, key: string, into: Set<string>): Set<string> {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

/**
 * For each address that is one of PAGES: `html` with modulepreload links to that page's code at the end of
 * <head>, then prefetch links to the next page's. Undefined for any other address, and for a page the manifest does not know.
 */
export function createPageHtml(html: string, manifest: Manifest): (pathname: string) => PageHtml | undefined {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const loadedAnyway = entry ? staticClosure(manifest, entry, new Set()) : new Set<string>();
  const pages = new Map<string, PageHtml>();
  for (const [, key, next] of PAGES) {
    if (!manifest[key] || pages.has(key)) continue;
    const own = staticClosure(manifest, key, new Set());
    const links = [...own]
      .filter((chunk) => !loadedAnyway.has(chunk))
      .map((chunk) => `<link rel="modulepreload" crossorigin href="/${manifest[chunk]?.file ?? ''}">`);
    // Crossorigin as the module request that later reads it from the cache: the two must match to share it.
    const prefetches = next
      ? [...staticClosure(manifest, next, new Set())]
          .filter((chunk) => !loadedAnyway.has(chunk) && !own.has(chunk))
          .map((chunk) => `<link rel="prefetch" crossorigin href="/${manifest[chunk]?.file ?? ''}">`)
      : [];
    const page = html.replace('</head>', `${[...links, ...prefetches].join('\n')}\n</head>`);
    pages.set(key, {
      html: page,
      encoded: encodedOnce(page),
      withTail: tailed(page),
      etag: `W/"${createHash('sha256').update(page).digest('base64url').slice(0, 27)}"`,
    });
  }
  return (pathname) => {
    const key = PAGES.find(([pattern]) => pattern.test(pathname))?.[1];
    return key === undefined ? undefined : pages.get(key);
  };
}

/** Reads the built client's index.html and manifest; undefined when the build wrote no manifest. */
export function loadPageHtml(clientDir: string): ReturnType<typeof createPageHtml> | undefined {
  const manifestFile = path.join(clientDir, '.vite', 'manifest.json');
  if (!fs.existsSync(manifestFile)) return undefined;
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
  return createPageHtml(fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8'), manifest);
}
