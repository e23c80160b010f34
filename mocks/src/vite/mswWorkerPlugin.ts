import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

const FILE_NAME = 'mockServiceWorker.js';

/**
 * Serves msw's own service-worker script at `<base>mockServiceWorker.js` (dev) and emits it into the build, so
 * a demo build can run the mock backend inside the browser. The script always matches the installed msw.
 */
export function mswWorkerPlugin(): Plugin {
  const source = () => readFileSync(createRequire(import.meta.url).resolve(`msw/${FILE_NAME}`), 'utf8');
  let base = '/';
  return {
    name: 'hoj-msw-worker',
    configResolved(config) {
      base = config.base;
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.url?.split('?')[0] !== `${base}${FILE_NAME}`) return next();
        res.setHeader('Content-Type', 'text/javascript');
        res.end(source());
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: FILE_NAME, source: source() });
    },
  };
}
