// Fewer chunks for the first load. The server speaks HTTP/1.1, where a browser opens about six connections
// to it, so every six requests cost one more round trip; on a mobile link (150 ms) the dozens of small
// chunks the bundler makes by default, to share code between the entry, the pages and the parts loaded on
// demand, cost more than their bytes. A first build (not written) with the bundler's own chunking tells
// which modules end up in which chunks (only then is it known what tree-shaking keeps); the real build
// then merges:
// - everything the entry chunk imports statically into one chunk ("boot");
// - what the pages' chunks import statically and boot does not hold, by the set of those pages that use it:
//   what all of them use joins the boot, then one chunk for what only the list and the issue page use, one for
//   what only the issue page uses… So a page fetches exactly the code it runs, and no page another page's code (before,
//   one chunk per page in turn, the issue page fetched the sign-in page's and the list's chunks whole). These
//   chunks are named by what they hold (scripts/chunkNames.ts), not after a page.
// The parts loaded on demand (menus, dialogs, the toaster, other themes) keep the bundler's chunking.
// Parts every page loads soon after its first screen (the toaster) are handled between the first page and
// the others: what they import and no earlier group took stays out of the later pages' groups, in the
// bundler's own shared chunks. Otherwise the toaster, which shares Fluent's Portal with the issue page,
// would fetch the issue page's code on the sign-in page.
// The same first build also tells which modules the first load holds (the entry and the pages with what
// they import statically): scripts/griffelExtraction.ts moves only their CSS into index.html.
import path from 'node:path';
import { build, type InlineConfig, type Rollup } from 'vite';

export interface ChunkGroup {
  name: string;
  test: (id: string) => boolean;
  priority: number;
  includeDependenciesRecursively?: boolean;
}

export interface FirstLoad {
  readonly groups: ChunkGroup[];
  /** The ids of the modules in the entry chunk, the pages' chunks and the chunks they import statically. */
  readonly modules: ReadonlySet<string>;
}

/**
 * `pages`: the pages whose first load matters, most important first. `everyPage`: parts every page loads just
 * after its first screen (lazy modules), handled after the first page.
 */
export async function firstLoadGroups(
  config: InlineConfig,
  pages: readonly string[],
  everyPage: readonly string[] = [],
): Promise<FirstLoad> {
  const root = config.root ?? process.cwd();
  const result = await build({ ...config, configFile: false, logLevel: 'silent', build: { ...config.build, write: false } });
  const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
  const chunks = new Map(
    outputs.flatMap((output) => output.output).flatMap((item) => (item.type === 'chunk' ? [[item.fileName, item] as const] : [])),
  );
  const taken = new Set<string>();
  /** The kept modules of the chunks `chunk` imports statically, directly or not. */
  const staticModules = (chunk: Rollup.OutputChunk): Set<string> => {
    const modules = new Set<string>();
    const seen = new Set<string>([chunk.fileName]);
    const visit = (fileName: string) => {
      const imported = chunks.get(fileName);
      if (!imported || seen.has(fileName)) return;
      seen.add(fileName);
      for (const [id, module] of Object.entries(imported.modules)) if (module.renderedLength > 0) modules.add(id);
      imported.imports.forEach(visit);
    };
    chunk.imports.forEach(visit);
    return modules;
  };
  /** Those of them that no group took yet, now taken. */
  const importedModules = (chunk: Rollup.OutputChunk): Set<string> => {
    const modules = new Set([...staticModules(chunk)].filter((id) => !taken.has(id)));
    for (const id of modules) taken.add(id);
    return modules;
  };
  // The entry chunk's own modules and each page chunk's own stay in their chunks, which index.html, the
  // manifest and the router know.
  for (const chunk of chunks.values())
    if (chunk.isEntry || chunk.isDynamicEntry) for (const id of Object.keys(chunk.modules)) taken.add(id);

  const groups: ChunkGroup[] = [];
  const firstLoad = new Set<string>();
  /** Taken for the parts every page loads, in no group: their CSS is a first load's when a page needs them. */
  const early = new Set<string>();
  const keep = (chunk: Rollup.OutputChunk, imported: ReadonlySet<string>) => {
    for (const [id, module] of Object.entries(chunk.modules)) if (module.renderedLength > 0) firstLoad.add(id);
    for (const id of imported) firstLoad.add(id);
    for (const id of staticModules(chunk)) if (early.has(id)) firstLoad.add(id);
  };
  const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
  const boot = new Set<string>();
  if (entry) {
    for (const id of importedModules(entry)) boot.add(id);
    keep(entry, boot);
    groups.push({ name: 'boot', test: (id) => boot.has(id), priority: 2 ** pages.length + 1 });
  }
  const chunkOf = (module: string): Rollup.OutputChunk => {
    const file = path.resolve(root, module);
    const chunk = [...chunks.values()].find((candidate) => candidate.facadeModuleId === file);
    if (!chunk) throw new Error(`No chunk for ${module}: is it still loaded lazily?`);
    return chunk;
  };
  /** For each module the pages import statically and no earlier group took: the pages (their indexes) that use it. */
  const usedBy = new Map<string, number[]>();
  pages.forEach((page, index) => {
    // Taken, not grouped: the bundler's chunking keeps them, in chunks of their own.
    if (index === 1) for (const part of everyPage) for (const id of importedModules(chunkOf(part))) early.add(id);
    const chunk = chunkOf(page);
    const imported = new Set([...staticModules(chunk)].filter((id) => !taken.has(id) || usedBy.has(id)));
    keep(chunk, imported);
    for (const id of imported) {
      usedBy.set(id, [...(usedBy.get(id) ?? []), index]);
      taken.add(id);
    }
  });
  /** One group per set of pages, the sets used by more pages first. */
  const bySet = new Map<string, Set<string>>();
  for (const [id, users] of usedBy) {
    const key = users.join('+');
    bySet.set(key, (bySet.get(key) ?? new Set()).add(id));
  }
  // What every page uses goes with the boot, which they all load: one request fewer for each.
  const everyPageKey = pages.map((_, index) => index).join('+');
  for (const id of bySet.get(everyPageKey) ?? []) boot.add(id);
  bySet.delete(everyPageKey);
  const sets = [...bySet].sort(([a], [b]) => b.split('+').length - a.split('+').length || a.localeCompare(b));
  sets.forEach(([key, modules], index) => {
    groups.push({
      name: `pages-${key}`,
      test: (id) => modules.has(id),
      priority: sets.length - index,
      // Its modules' dependencies stay where they were: pulled in here, the entry's would make the entry
      // import this chunk.
      includeDependenciesRecursively: false,
    });
  });
  return { groups, modules: firstLoad };
}
