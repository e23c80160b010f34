import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONTENT_SECURITY_POLICY } from '@hoj/core/deploy/securityHeaders';
import { nextFreePort } from '@hoj/mocks/node/freePort';
import { startMockServer } from '@hoj/mocks/node/server';
import { fillTemplate, readNginxFile } from './nginxSite';

/**
 * `npm run deploy:check`: the nginx example of deploy/nginx serving the production builds, with /api proxied to
 * the mock backend, the way the Docker images run it. Skipped (with a message) where nginx is not installed;
 * `.ci/run` installs Debian's package.
 */

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const HOST = '127.0.0.1';

function findNginx(): string | null {
  for (const candidate of [
    process.env.NGINX_BIN,
    '/usr/sbin/nginx',
    '/usr/bin/nginx',
    '/usr/local/sbin/nginx',
  ]) {
    if (candidate && existsSync(candidate)) return candidate;
  }
  const which = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' });
  return which.status === 0 ? which.stdout.trim() : null;
}

function mainConfig(prefix: string): string {
  const mime = existsSync('/etc/nginx/mime.types')
    ? 'include /etc/nginx/mime.types;'
    : 'types { text/html html; text/css css; application/javascript js; application/json json; image/svg+xml svg; font/woff2 woff2; }';
  return `worker_processes 1;
daemon off;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 128; }
http {
  ${mime}
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  include ${prefix}/portal.conf;
  include ${prefix}/backoffice.conf;
}
`;
}

interface Check {
  name: string;
  ok: boolean;
  detail: string;
}

async function waitUntilUp(url: string, nginx: ChildProcess): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (nginx.exitCode !== null) throw new Error(`nginx exited with code ${nginx.exitCode}`);
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error(`nginx did not answer at ${url}`);
}

const entryScript = (html: string) => /<script type="module" crossorigin src="([^"]+)"/.exec(html)?.[1];

async function runChecks(base: string): Promise<Check[]> {
  const checks: Check[] = [];
  const check = (name: string, ok: boolean, detail = '') => checks.push({ name, ok, detail });
  const get = (path: string) => fetch(`${base}${path}`, { redirect: 'manual' });

  const home = await get('/');
  const homeHtml = await home.text();
  check('/ is the portal', home.status === 200 && homeHtml.includes('<div id="root">'), `${home.status}`);
  check('/ has the policy', home.headers.get('content-security-policy') === CONTENT_SECURITY_POLICY);
  check('/ is never cached stale', home.headers.get('cache-control') === 'no-cache');
  for (const header of [
    'referrer-policy',
    'x-content-type-options',
    'x-frame-options',
    'permissions-policy',
  ]) {
    check(`/ sends ${header}`, Boolean(home.headers.get(header)));
  }

  const settings = await get('/config.json');
  check(
    'the deployment settings are served and never cached stale',
    settings.status === 200 &&
      /json/.test(settings.headers.get('content-type') ?? '') &&
      settings.headers.get('cache-control') === 'no-cache',
    `${settings.status} ${settings.headers.get('cache-control')}`,
  );

  const page = await get('/problem?page=2');
  check('a portal page path answers the app', page.status === 200 && (await page.text()) === homeHtml);

  const script = entryScript(homeHtml);
  const asset = script ? await get(script) : null;
  check(
    'hashed portal assets are cached for good',
    asset?.status === 200 && /immutable/.test(asset.headers.get('cache-control') ?? ''),
    `${asset?.status} ${asset?.headers.get('cache-control')}`,
  );
  check('assets are served as JavaScript', /javascript/.test(asset?.headers.get('content-type') ?? ''));
  check(
    'assets carry the policy too',
    asset?.headers.get('content-security-policy') === CONTENT_SECURITY_POLICY,
  );
  check('a missing asset is a 404, not the app', (await get('/assets/missing-0000.js')).status === 404);

  const admin = await get('/admin/');
  const adminHtml = await admin.text();
  check(
    '/admin/ is the back office',
    admin.status === 200 && adminHtml.includes('/admin/assets/'),
    `${admin.status}`,
  );
  check('/admin/ has the policy', admin.headers.get('content-security-policy') === CONTENT_SECURITY_POLICY);
  const adminPage = await get('/admin/users/import');
  check(
    'a back-office page path answers the back office',
    adminPage.status === 200 && (await adminPage.text()) === adminHtml,
  );
  const adminScript = entryScript(adminHtml);
  const adminAsset = adminScript ? await get(adminScript) : null;
  check(
    'hashed back-office assets are cached for good',
    adminAsset?.status === 200 && /immutable/.test(adminAsset.headers.get('cache-control') ?? ''),
    `${adminAsset?.status}`,
  );

  const health = await get('/api/health');
  check(
    '/api reaches the backend',
    health.status === 200 && (await health.text()).includes('UP'),
    `${health.status}`,
  );
  const config = await get('/api/get-website-config');
  const body = (await config.json().catch(() => null)) as { status?: number } | null;
  check('/api answers the backend’s envelope', body?.status === 200, JSON.stringify(body)?.slice(0, 80));
  return checks;
}

/** A copy every user may read (directories 755, files 644), whatever the umask the checkout was made with. */
function readableCopy(from: string, to: string): void {
  cpSync(from, to, { recursive: true });
  const open = (path: string): void => {
    if (statSync(path).isDirectory()) {
      chmodSync(path, 0o755);
      for (const name of readdirSync(path)) open(join(path, name));
    } else chmodSync(path, 0o644);
  };
  open(to);
  chmodSync(dirname(to), 0o755);
}

async function main(): Promise<void> {
  const nginxBin = findNginx();
  if (!nginxBin) {
    console.info('deploy:check skipped: nginx is not installed (Debian: apt-get install nginx-light).');
    return;
  }
  for (const app of ['portal', 'backoffice']) {
    if (!existsSync(join(root, app, 'dist', 'index.html')))
      throw new Error(`${app}/dist is missing: run npm run build`);
  }
  const prefix = mkdtempSync(join(tmpdir(), 'hoj-nginx-'));
  // nginx's workers run as an unprivileged user when started as root: they must be able to read in here.
  chmodSync(prefix, 0o755);
  const mock = await startMockServer({ port: 0, quiet: true });
  let nginx: ChildProcess | null = null;
  try {
    const portalPort = await nextFreePort(18080, HOST);
    const backofficePort = await nextFreePort(portalPort + 1, HOST);
    // Copies, not the checkout's own folders: a clone under a private directory (a 0700 temporary folder,
    // /root) is out of reach of nginx's unprivileged workers, as a server's webroot would not be.
    readableCopy(join(root, 'portal', 'dist'), join(prefix, 'portal-root'));
    readableCopy(join(root, 'backoffice', 'dist'), join(prefix, 'backoffice-root', 'admin'));
    writeFileSync(join(prefix, 'security-headers.conf'), readNginxFile(root, 'security-headers.conf'));
    const common = { HOJ_NGINX_SNIPPETS: prefix };
    writeFileSync(
      join(prefix, 'portal.conf'),
      fillTemplate(readNginxFile(root, 'portal.conf.template'), {
        ...common,
        HOJ_LISTEN: `${HOST}:${portalPort}`,
        HOJ_PORTAL_ROOT: join(prefix, 'portal-root'),
        HOJ_API_UPSTREAM: new URL(mock.url).host,
        HOJ_BACKOFFICE_UPSTREAM: `${HOST}:${backofficePort}`,
      }),
    );
    writeFileSync(
      join(prefix, 'backoffice.conf'),
      fillTemplate(readNginxFile(root, 'backoffice.conf.template'), {
        ...common,
        HOJ_LISTEN: `${HOST}:${backofficePort}`,
        HOJ_BACKOFFICE_ROOT: join(prefix, 'backoffice-root'),
      }),
    );
    writeFileSync(join(prefix, 'nginx.conf'), mainConfig(prefix));
    const args = ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-e', join(prefix, 'error.log')];
    const test = spawnSync(nginxBin, [...args, '-t'], { encoding: 'utf8' });
    if (test.status !== 0) throw new Error(`nginx rejects the configuration:\n${test.stderr}`);

    nginx = spawn(nginxBin, args, { stdio: ['ignore', 'inherit', 'inherit'] });
    const base = `http://${HOST}:${portalPort}`;
    await waitUntilUp(base, nginx);
    const checks = await runChecks(base);
    for (const c of checks)
      console.info(`${c.ok ? 'ok  ' : 'FAIL'} ${c.name}${c.ok || !c.detail ? '' : ` (${c.detail})`}`);
    const failed = checks.filter((c) => !c.ok);
    console.info(`\nnginx example: ${checks.length - failed.length} of ${checks.length} checks passed.`);
    if (failed.length > 0) {
      console.error(`\nnginx's error log:\n${readFileSync(join(prefix, 'error.log'), 'utf8')}`);
      process.exitCode = 1;
    }
  } finally {
    nginx?.kill('SIGTERM');
    await mock.close();
    rmSync(prefix, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
