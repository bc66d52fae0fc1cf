import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';
import relay from 'vite-plugin-relay';
import { firstLoadGroups } from './scripts/chunking';
import { griffelExtraction } from './scripts/griffelExtraction';
import { precompress } from './scripts/precompress';

// The API server; in development Vite serves the client and forwards API and avatar requests to it.
const server = 'http://127.0.0.1:4000';

const config: UserConfig = {
  plugins: [griffelExtraction(), react(), relay, precompress()],
  resolve: {
    alias: [
      // react-relay's main module also loads the legacy container API (createFragmentContainer,
      // QueryRenderer...), which this app never uses; its hooks entry point exports everything else.
      { find: /^react-relay$/, replacement: 'react-relay/hooks' },
    ],
  },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    // .vite/manifest.json: the server reads it to preload each page's code (src/server/http/pagePreloads.ts).
    manifest: true,
  },
  server: {
    proxy: {
      '/graphql': server,
      '/avatars': server,
    },
  },
};

export default defineConfig(async ({ command }) => {
  if (command !== 'build') return config;
  // Fewer, larger chunks for the first load (scripts/chunking.ts); the pages whose first load matters most
  // come first.
  const groups = await firstLoadGroups(config, [
    'src/client/issues/ProjectIssuesPage.tsx',
    'src/client/issues/IssuePage.tsx',
    'src/client/projects/ProjectsPage.tsx',
  ]);
  return { ...config, build: { ...config.build, rolldownOptions: { output: { codeSplitting: { groups } } } } };
});
