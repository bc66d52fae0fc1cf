import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import relay from 'vite-plugin-relay';
import { precompress } from './scripts/precompress';

// The API server; in development Vite serves the client and forwards API and avatar requests to it.
const server = 'http://127.0.0.1:4000';

export default defineConfig({
  plugins: [react(), relay, precompress()],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
  },
  server: {
    proxy: {
      '/graphql': server,
      '/avatars': server,
    },
  },
});
