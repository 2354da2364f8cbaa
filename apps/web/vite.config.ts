import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/api': { target: `http://127.0.0.1:${process.env.PORT || 3000}`, changeOrigin: false } },
  },
  // the manifest lets scripts/bundle-size.mjs add up what each route loads
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 1200, manifest: true },
});
