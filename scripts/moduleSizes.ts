// A Vite plugin that records, for each chunk of the client build, what each module left in it weighs: its
// rendered bytes and those bytes gzipped on their own (zlib level 9). `npm run size -- --modules` reads the
// record (.vite/modules.json, beside the manifest; a dot folder the static files never serve) to list the
// largest modules of each page's first load. The bytes are the module's code as rendered into its chunk, before
// the chunk is minified, and a module gzipped alone compresses less than inside its chunk: the figures rank a
// chunk's modules, and the size check shares the chunk's real gzip size out among them in their proportion.
import fs from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** chunk file → module id (relative to the project) → [rendered bytes, gzip bytes]. */
export type ModuleSizes = Record<string, Record<string, [number, number]>>;

export const MODULE_SIZES_FILE = path.join('.vite', 'modules.json');

export function moduleSizes(): Plugin {
  let outDir = '';
  let root = '';
  return {
    name: 'triage-module-sizes',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_, bundle) {
      const sizes: ModuleSizes = {};
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue;
        const modules: Record<string, [number, number]> = {};
        for (const [id, module] of Object.entries(item.modules)) {
          const code = module.code ?? '';
          if (code.length === 0) continue;
          const name = path.relative(root, id.replace(/\0/g, ''));
          modules[name] = [Buffer.byteLength(code), gzipSync(code, { level: 9 }).byteLength];
        }
        sizes[item.fileName] = modules;
      }
      await fs.mkdir(path.join(outDir, '.vite'), { recursive: true });
      await fs.writeFile(path.join(outDir, MODULE_SIZES_FILE), JSON.stringify(sizes));
    },
  };
}
