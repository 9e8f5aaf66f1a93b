import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  resolve: {
    // @sadhana/rules is read from its TypeScript sources (its package.json `@sadhana/source` export),
    // so the frontend needs no build of it and hot reload sees its changes.
    conditions: ['@sadhana/source', ...defaultClientConditions],
  },
  ssr: {
    // The prerender's server build bundles the rules from source too: it runs before any build of them.
    noExternal: ['@sadhana/rules'],
    resolve: {
      conditions: ['@sadhana/source', ...defaultServerConditions],
      externalConditions: ['@sadhana/source'],
    },
  },
  css: {
    // Each feature's styles are CSS Modules (*.module.css), scoped to it: class names written in
    // kebab-case in the CSS are read as camelCase properties (styles.dayCard).
    modules: { localsConvention: 'camelCaseOnly' },
  },
  server: {
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The manifest lets scripts/prerender.mjs write each page's tags and scripts/measure-landing.mjs
    // find exactly the chunks the landing route loads.
    manifest: true,
    rolldownOptions: {
      // The prerendered / hydrates with its own entry, without the router and the data layer; its
      // tags are written by scripts/prerender.mjs (the SSR build names its own entry, --ssr).
      input: { index: 'index.html', landing: 'src/landing.tsx' },
    },
  },
});
