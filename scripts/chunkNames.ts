// File names of the chunks the bundler makes for code that several parts loaded on demand share. Left to
// itself it names such a chunk after an export of one of its modules (`__styles`, `roles`, `useFocusableGroup`),
// which says nothing of what the chunk holds; here it is named after the packages or app folders most of its
// modules come from (`react-menu+react-positioning`). Pages, lazy components, the entry and the first-load
// groups (scripts/chunking.ts) keep their names: they are named after what they are.
import type { Rollup } from 'vite';

type Chunk = Pick<Rollup.PreRenderedChunk, 'name' | 'isEntry' | 'isDynamicEntry' | 'facadeModuleId' | 'moduleIds'>;

/** Where a module comes from: its package (without the @fluentui/ scope), or src/client's folder. */
function origin(id: string): string | undefined {
  const packagePath = id.split('/node_modules/').at(-1);
  if (packagePath !== undefined && packagePath !== id) {
    const [first, second] = packagePath.split('/');
    if (first === undefined) return undefined;
    if (!first.startsWith('@')) return first;
    return first === '@fluentui' ? second : `${first.slice(1)}-${second}`;
  }
  const client = /\/src\/client\/([^/]+)\//.exec(id);
  return client?.[1];
}

/** The name of a shared chunk: its two largest origins by module count, or the bundler's name without any. */
export function sharedChunkName(chunk: Chunk): string {
  const counts = new Map<string, number>();
  for (const id of chunk.moduleIds) {
    const from = origin(id.replace(/\\/g, '/'));
    if (from !== undefined) counts.set(from, (counts.get(from) ?? 0) + 1);
  }
  const top = [...counts].sort(([a, x], [b, y]) => y - x || a.localeCompare(b)).slice(0, 2);
  const name = top.length === 0 ? chunk.name : top.map(([from]) => from).join('+');
  return name.replace(/[^\w.+-]/g, '-');
}

/** `output.chunkFileNames`: shared chunks by content, every other chunk by the name it has. */
export function chunkFileNames(keepNames: ReadonlySet<string>) {
  const named = (chunk: Chunk) => chunk.isEntry || chunk.isDynamicEntry || chunk.facadeModuleId !== null || keepNames.has(chunk.name);
  return (chunk: Chunk): string => `assets/${named(chunk) ? '[name]' : sharedChunkName(chunk)}-[hash].js`;
}
