// A Vite plugin that writes a Brotli (.br) and a gzip (.gz) copy next to each text file of the build, so
// the server sends compressed bytes without compressing on every request (sirv picks the copy by the
// browser's Accept-Encoding). Compressed once, at the highest levels, since it costs nothing per request.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt)$/;
/** Below this, the headers cost more than compression saves. */
const MIN_BYTES = 1024;

export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'triage-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_, bundle) {
      for (const fileName of Object.keys(bundle).filter((name) => COMPRESSIBLE.test(name))) {
        const file = path.join(outDir, fileName);
        const bytes = await fs.readFile(file);
        if (bytes.byteLength < MIN_BYTES) continue;
        await fs.writeFile(
          `${file}.br`,
          brotliCompressSync(bytes, {
            params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength },
          }),
        );
        await fs.writeFile(`${file}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
}
