import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { SECURITY_HEADERS } from '../core/src/deploy/securityHeaders.ts';
import { DEV_HOST, apiTarget, devPorts } from '../core/src/devPorts.ts';

const proxy = { '/api': { target: apiTarget(), changeOrigin: true } };

// The back office is served under /admin/ (the portal proxies /admin here, as a production reverse proxy would).
export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  resolve: {
    alias: [
      { find: '@generated', replacement: fileURLToPath(new URL('../generated', import.meta.url)) },
      { find: '@backoffice', replacement: fileURLToPath(new URL('src', import.meta.url)) },
      // The CSV exporter is fetched when an export runs instead of on every list page.
      {
        find: /^jsonexport\/dist\/index\.js$/,
        replacement: fileURLToPath(new URL('src/shims/lazyJsonexport.ts', import.meta.url)),
      },
    ],
  },
  server: { host: DEV_HOST, port: devPorts.backoffice, strictPort: true, proxy },
  // The production build runs under the production headers (core/src/deploy/securityHeaders.ts).
  preview: {
    host: DEV_HOST,
    port: devPorts.backofficePreview,
    strictPort: true,
    proxy,
    headers: { ...SECURITY_HEADERS },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // tests/perf/budget.ts reads the chunk graph from the manifest.
    manifest: true,
    // Fonts stay files: the policy loads fonts from the site only (a small font would otherwise be inlined).
    assetsInlineLimit: (file: string) => (/\.(woff2?|ttf)$/.test(file) ? false : undefined),
    // react-admin + MUI is one ~900 kB (under 300 kB gzip) entry chunk by design; the budget script guards the size.
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry loads anyway goes in one chunk. Left to itself the bundler cut it into twenty
          // (the pieces lazy pages share with it), and a browser fetched them over six connections in rounds:
          // under Lighthouse's mobile network that put about half a second on the first paint.
          groups: [
            { name: 'app', tags: ['$initial'] },
            // Library pieces most lazy pages share (modules that 16 or more pages use: inputs, buttons, the form
            // and list basics) come as one chunk too. Left to the bundler, a list page fetched some fifty small
            // files in rounds; with this the user list went from 74 to 81 in Lighthouse (mobile), the login page
            // stayed at 90, and no page's initial JavaScript grew (the problem editor's fell by 5 KB). A lower
            // count made a larger kit: the user list gained more, but the login page and the editors paid for it.
            { name: 'kit', test: /node_modules[\\/]/, minShareCount: 16 },
          ],
        },
      },
    },
  },
});
