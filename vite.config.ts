import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import relay from 'vite-plugin-relay';

// The API server; in development Vite serves the client and forwards API and avatar requests to it.
const server = 'http://127.0.0.1:4000';

export default defineConfig({
  plugins: [react(), relay],
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
