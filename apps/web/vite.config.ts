import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chunkGroups, translationGroups } from './chunk-groups';
import { antdTrims } from './src/lib/antd-stubs/trims';
import { prebakedAntdStyles } from './antd-styles';

const groups = chunkGroups();

export default defineConfig({
  plugins: [react(), antdTrims(), prebakedAntdStyles(), groups.plugin],
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
      // what every page but login loads with antd's provider, and what the signed-in shell adds, in a few chunks
      // (chunk-groups.ts, decision 0009); the groups hold exactly the modules of chunks those pages loaded anyway, so
      // they must not take their dependencies along (which would pull the login route's modules in)
      output: { codeSplitting: { includeDependenciesRecursively: false, groups: [...groups.groups, ...translationGroups()] } },
      // @rc-component/* (antd's building blocks) declare no `sideEffects`, so importing one export of a package index
      // kept the whole package: antd's button style alone pulled the colour picker and collapse into the entry chunk.
      // Their modules only define components and helpers; the e2e suite covers the app with this on (-13 KB entry).
      treeshake: {
        moduleSideEffects: [{ test: /node_modules[\\/]@rc-component[\\/]/, sideEffects: false }],
      },
    },
  },
});
