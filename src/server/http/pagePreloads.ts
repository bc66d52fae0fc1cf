// Per-page preload hints in index.html. The page's code is a lazy chunk that the browser would otherwise
// only ask for once the entry chunk has arrived and run (the router loads it); named in the HTML with
// <link rel="modulepreload">, it downloads alongside the entry instead. Which chunks each page needs comes
// from Vite's manifest (the build writes .vite/manifest.json); index.html already preloads the entry's own.
import fs from 'node:fs';
import path from 'node:path';

/** Pages by address, as src/client/routes.tsx routes them, with the module each one loads lazily. */
const PAGES: ReadonlyArray<readonly [RegExp, string]> = [
  [/^\/$/, 'src/client/projects/ProjectsPage.tsx'],
  [/^\/projects\/[^/]+\/?$/, 'src/client/issues/ProjectIssuesPage.tsx'],
  [/^\/projects\/[^/]+\/labels\/?$/, 'src/client/labels/LabelsPage.tsx'],
  [/^\/projects\/[^/]+\/issues\/new\/?$/, 'src/client/issues/NewIssuePage.tsx'],
  [/^\/projects\/[^/]+\/issues\/[^/]+\/?$/, 'src/client/issues/IssuePage.tsx'],
  [/^\/sign-in\/?$/, 'src/client/account/SignInPage.tsx'],
  [/^\/sign-up\/?$/, 'src/client/account/SignUpPage.tsx'],
  [/^\/settings\/password\/?$/, 'src/client/account/ChangePasswordPage.tsx'],
];

/** The part of Vite's manifest read here. */
export type Manifest = Record<string, { file: string; isEntry?: boolean; imports?: string[] }>;

function staticClosure(manifest: Manifest, key: string, into: Set<string>): Set<string> {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

/**
 * The page's index.html for each address that is a page with its own code: `html` with modulepreload
 * links to that code added at the end of <head>. Undefined for any other address.
 */
export function createPageHtml(html: string, manifest: Manifest): (pathname: string) => { key: string; html: string } | undefined {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const preloaded = entry ? staticClosure(manifest, entry, new Set()) : new Set<string>();
  const variants = new Map<string, string>();
  for (const [, key] of PAGES) {
    if (!manifest[key] || variants.has(key)) continue;
    const links = [...staticClosure(manifest, key, new Set())]
      .filter((chunk) => !preloaded.has(chunk))
      .map((chunk) => `<link rel="modulepreload" crossorigin href="/${manifest[chunk]!.file}">`);
    variants.set(key, html.replace('</head>', `${links.join('\n')}\n</head>`));
  }
  return (pathname) => {
    const key = PAGES.find(([pattern]) => pattern.test(pathname))?.[1];
    const page = key === undefined ? undefined : variants.get(key);
    return key === undefined || page === undefined ? undefined : { key, html: page };
  };
}

/** Reads the built client's index.html and manifest; undefined when the build wrote no manifest. */
export function loadPageHtml(clientDir: string): ReturnType<typeof createPageHtml> | undefined {
  const manifestFile = path.join(clientDir, '.vite', 'manifest.json');
  if (!fs.existsSync(manifestFile)) return undefined;
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
  return createPageHtml(fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8'), manifest);
}
