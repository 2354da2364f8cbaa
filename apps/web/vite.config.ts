import react from '@vitejs/plugin-react';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';

/**
 * antd's Typography imports its in-place editor (`editable`, with antd's TextArea) whether a page edits text or not; the
 * app never does, so the editor is replaced by a stub that says so (src/lib/antd-stubs/typography-editable.tsx): ~14 KB
 * gzip less on every page that shows Typography and has no text area of its own.
 */
function typographyWithoutEditor(): Plugin {
  const stub = path.resolve(import.meta.dirname, 'src/lib/antd-stubs/typography-editable.tsx');
  return {
    name: 'typography-without-editor',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === '../Editable' && importer && /[\\/]antd[\\/]es[\\/]typography[\\/]Base[\\/]index\.js$/.test(importer)) return stub;
      return null;
    },
  };
}

export default defineConfig({
  plugins: [react(), typographyWithoutEditor()],
  server: {
    port: 5173,
    proxy: { '/api': { target: `http://127.0.0.1:${process.env.PORT || 3000}`, changeOrigin: false } },
  },
  // the manifest lets scripts/bundle-size.mjs add up what each route loads
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 1200,
    manifest: true,
    rolldownOptions: {
      // @rc-component/* (antd's building blocks) declare no `sideEffects`, so importing one export of a package index
      // kept the whole package: antd's button style alone pulled the colour picker and collapse into the entry chunk.
      // Their modules only define components and helpers; the e2e suite covers the app with this on (-13 KB entry).
      treeshake: {
        moduleSideEffects: [{ test: /node_modules[\\/]@rc-component[\\/]/, sideEffects: false }],
      },
    },
  },
});
