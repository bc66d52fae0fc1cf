import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import relay from 'vite-plugin-relay';
import { chunkFileNames } from './scripts/chunkNames.ts';
import { firstLoadGroups } from './scripts/chunking.ts';
import { griffelExtraction } from './scripts/griffelExtraction.ts';
import { moduleSizes } from './scripts/moduleSizes.ts';
import { precompress } from './scripts/precompress.ts';
import { CLICK_BEFORE_HYDRATION_SCRIPT } from './src/shared/clickBeforeHydration.ts';
import { KEYS_BEFORE_HYDRATION_SCRIPT } from './src/shared/keysBeforeHydration.ts';

// The API server; in development Vite serves the client and forwards API and avatar requests to it.
const server = 'http://127.0.0.1:4000';

/** The page's first scripts, inline: they hold the keys and the click of before the app's code runs (their files say why). */
const inputBeforeHydration: Plugin = {
  name: 'triage-input-before-hydration',
  transformIndexHtml: () => [
    { tag: 'script', children: KEYS_BEFORE_HYDRATION_SCRIPT, injectTo: 'head-prepend' },
    { tag: 'script', children: CLICK_BEFORE_HYDRATION_SCRIPT, injectTo: 'head-prepend' },
  ],
};

/**
 * The server's render only: Griffel's insertion factory (one entry per renderer id in every style hook, never
 * removed) replaced by one that forgets a page's renderer with it (src/client/griffelServerInsertion.ts says why).
 */
const griffelServerInsertion: Plugin = {
  name: 'triage-griffel-server-insertion',
  enforce: 'pre',
  resolveId(source, importer) {
    if (source !== './insertionFactory.js' || importer === undefined) return null;
    if (!/[\\/]@griffel[\\/](?:react|core)[\\/]/.test(importer)) return null;
    return fileURLToPath(new URL('./src/client/griffelServerInsertion.ts', import.meta.url));
  },
};

/**
 * react-relay's `useFragmentInternal` picks one of two implementations at run time by
 * `RelayFeatureFlags.ENABLE_ACTIVITY_COMPATIBILITY`, which is on by default and which the app never changes, so the
 * other (`_CURRENT`, 1.8 kB gzip) was in every page's first load for nothing: its importers get the one that runs.
 */
const relayFragmentHook: Plugin = {
  name: 'triage-relay-fragment-hook',
  enforce: 'pre',
  resolveId(source, importer) {
    if (source !== './useFragmentInternal' || importer === undefined) return null;
    if (!/[\\/]react-relay[\\/]lib[\\/]relay-hooks[\\/]/.test(importer)) return null;
    return fileURLToPath(new URL('./node_modules/react-relay/lib/relay-hooks/useFragmentInternal_EXPERIMENTAL.js', import.meta.url));
  },
};

const basePlugins = [relayFragmentHook, react(), relay, precompress(), inputBeforeHydration];

const config: UserConfig = {
  // The first build (scripts/chunking.ts) extracts every module's Griffel CSS: what it keeps is the same.
  plugins: [griffelExtraction(), ...basePlugins],
  resolve: {
    alias: [
      // react-relay's main module also brings the legacy container API (createFragmentContainer,
      // QueryRenderer…), which the app never uses; its hooks entry point exports everything the app does.
      { find: /^react-relay$/, replacement: 'react-relay/hooks' },
      // React Router 7's package exports name only its development build (remix-run/react-router#12532, #14102),
      // whose dev warnings stay in every bundle; its production build, beside it, differs only by that flag.
      {
        find: /^react-router$/,
        replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)),
      },
      {
        find: /^react-router\/dom$/,
        replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/dom-export.mjs', import.meta.url)),
      },
    ],
  },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    // .vite/manifest.json: the server reads it to preload each page's code (src/server/http/pagePreloads.ts).
    manifest: true,
    // The first-load groups (scripts/chunking.ts) are large on purpose: one 1 MB chunk costs a phone less than
    // dozens of small ones over HTTP/1.1.
    chunkSizeWarningLimit: 1500,
  },
  server: {
    proxy: {
      '/graphql': server,
      '/avatars': server,
    },
  },
};

/**
 * The server's render of the first screen (src/client/serverEntry.tsx; `vite build --ssr`, into the client's
 * `.ssr/` folder, which the static files never serve): the same Relay and React plugins, everything bundled (so
 * the same transforms apply to the packages too), and Fluent's precompiled CSS taken out as in the client build:
 * those rules are in index.html already, so the server's renderer collects only the rules the app's own styles
 * insert at run time; Griffel's insertion by renderer id replaced by one that keeps nothing per page.
 */
const ssrConfig: UserConfig = {
  ...config,
  plugins: [griffelServerInsertion, relayFragmentHook, griffelExtraction(), react(), relay],
  ssr: { noExternal: true },
  // public/ is the client's: nothing of it belongs with the server's code.
  publicDir: false,
  build: { emptyOutDir: true, target: 'node20', manifest: false },
};

export default defineConfig(async ({ command, isSsrBuild }) => {
  if (command !== 'build') return config;
  if (isSsrBuild) return ssrConfig;
  // Fewer, larger chunks for the first load (scripts/chunking.ts): the boot, and the pages' code by the set of
  // pages that use it; the toaster, which every page loads after its first screen, takes none of the issue
  // list's or the issue page's code with it.
  const firstLoad = await firstLoadGroups(
    config,
    ['src/client/account/SignInPage.tsx', 'src/client/issueList/ProjectIssuesPage.tsx', 'src/client/issue/IssuePage.tsx'],
    ['src/client/ui/NotificationToasts.tsx'],
  );
  // Fluent's CSS of those first loads goes into index.html (scripts/griffelExtraction.ts), the rest stays in
  // the parts loaded on demand.
  const plugins = [griffelExtraction({ include: (id) => firstLoad.modules.has(id) }), ...basePlugins, moduleSizes()];
  return {
    ...config,
    plugins,
    build: {
      ...config.build,
      rolldownOptions: {
        output: {
          codeSplitting: { groups: firstLoad.groups },
          // The pages' groups are named by what they hold, as the bundler's shared chunks.
          chunkFileNames: chunkFileNames(new Set(['boot'])),
        },
      },
    },
  };
});
