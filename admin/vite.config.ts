/**
 * The editor app's build: static files under /admin/ with hashed names (the provider serves them
 * with a long cache and index.html without one). `npm run dev --workspace admin` proxies the
 * admin API to a provider on PROVIDER_URL (default the local one).
 */
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './vite-precompress';

const provider = process.env.PROVIDER_URL ?? 'http://127.0.0.1:8080';

export default defineConfig({
  base: '/admin/',
  plugins: [react(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 700,
  },
  server: {
    proxy: { '/admin/api': provider, '/uploads': provider },
  },
});
