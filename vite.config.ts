import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import relay from 'vite-plugin-relay';
import { precompress } from './scripts/precompress.ts';

// The API server; in development Vite serves the client and forwards API and avatar requests to it.
const server = 'http://127.0.0.1:4000';

export default defineConfig({
  plugins: [react(), relay, precompress()],
  resolve: {
    alias: [
      // react-relay's main module also brings the legacy container API (createFragmentContainer,
      // QueryRenderer…), which the app never uses; its hooks entry point exports everything the app does.
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
});
