import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { SECURITY_HEADERS } from '../core/src/deploy/securityHeaders.ts';
import { DEV_HOST, apiTarget, devPorts } from '../core/src/devPorts.ts';
import { mswWorkerPlugin } from '../mocks/src/vite/mswWorkerPlugin.ts';

const here = (relative: string): string => fileURLToPath(new URL(relative, import.meta.url));

/**
 * One origin serves both apps, as the production reverse proxy does: `/api` goes to the backend (the mocks by
 * default) and `/admin` to the back office, so links from the portal's user menu work in dev and preview alike.
 */
const proxyTo = (backofficePort: number) => ({
  '/api': { target: apiTarget(), changeOrigin: true },
  '/admin': { target: `http://${DEV_HOST}:${backofficePort}`, changeOrigin: false, ws: true },
});

export default defineConfig(({ mode }) => {
  // `--mode demo`: a static build with the mock backend inside the browser and no server behind `/api`.
  const demo = mode === 'demo';
  return {
    plugins: demo ? [react(), mswWorkerPlugin()] : [react()],
    // Deployment settings read at build time (README "Deployment settings").
    define: { __HOJ_POINTS_BOARD_URL__: JSON.stringify(process.env.HOJ_POINTS_BOARD_URL ?? '') },
    resolve: {
      alias: { '@generated': here('../generated'), '@portal': here('src') },
    },
    // Monaco's editor worker is an ES module with imports of its own; bundled as a module worker it is one file
    // of this site (`worker-src 'self'`), never a blob or a data URL.
    worker: { format: 'es' },
    server: {
      host: DEV_HOST,
      port: devPorts.portal,
      strictPort: true,
      proxy: demo ? undefined : proxyTo(devPorts.backoffice),
    },
    preview: {
      host: DEV_HOST,
      port: demo ? devPorts.portalDemo : devPorts.portalPreview,
      strictPort: true,
      // The production build runs under the production headers (the demo's in-browser mock compiles its
      // response validators at run time, which the policy forbids: it is no production build).
      headers: demo ? undefined : { ...SECURITY_HEADERS },
      proxy: demo ? undefined : proxyTo(devPorts.backofficePreview),
    },
    build: {
      outDir: demo ? 'dist-demo' : 'dist',
      target: 'es2022',
      // Sourcemaps stay out of the shipped assets; the budget script measures what users download.
      sourcemap: false,
      // tests/perf/budget.ts reads the chunk graph from the manifest.
      manifest: true,
      // Fonts stay files: the policy loads fonts from the site only (a small font would otherwise be inlined).
      assetsInlineLimit: (file: string) => (/\.(woff2?|ttf)$/.test(file) ? false : undefined),
      rolldownOptions: {
        output: {
          codeSplitting: {
            // What the entry loads anyway stays one chunk. Left to itself the bundler cut the pieces lazy pages
            // share with the entry into chunks of their own, each compressed alone and fetched in rounds: with
            // the problem pages that cost the home page 2.6 KB gzip more and five more requests.
            groups: [
              { name: 'app', tags: ['$initial'] },
              // The shared parts (tags, dialogs, pager, tables, formats, domain tables) that many lazy pages use
              // travel as one chunk. Left to itself the bundler cut them into a chunk per set of users, most
              // under 1 KB: a group's home fetched 25 files after the entry (9 of them stylesheets), in rounds of
              // six on an HTTP/1.1 server, and its first paint waited for all. Now 14 files; only parts shared
              // by eight or more pages are merged, so a page does not fetch much it does not use (the budgets
              // hold, /home's first load is 0.4 KB smaller).
              {
                name: 'ui',
                test: /[\\/]portal[\\/]src[\\/]shared[\\/](ui|hooks|routing)[\\/](?!ImageCrop|cropImage)|[\\/]core[\\/]src[\\/](format|domain)[\\/]/,
                minShareCount: 8,
              },
            ],
          },
        },
      },
    },
  };
});
