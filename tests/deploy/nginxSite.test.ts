import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SECURITY_HEADERS } from '@hoj/core/deploy/securityHeaders';
import { fillTemplate, headersOf, readNginxFile } from './nginxSite';

const root = join(__dirname, '../..');

describe('the nginx example', () => {
  it('sets exactly the headers the e2e tests run the apps under', () => {
    expect(headersOf(readNginxFile(root, 'security-headers.conf'))).toEqual(SECURITY_HEADERS);
  });

  it('fills only HOJ_ placeholders and refuses to leave one blank', () => {
    const template = 'listen ${HOJ_LISTEN}; try_files $uri /index.html; proxy_set_header Host $host;';
    expect(fillTemplate(template, { HOJ_LISTEN: '8080' })).toBe(
      'listen 8080; try_files $uri /index.html; proxy_set_header Host $host;',
    );
    expect(() => fillTemplate(template, {})).toThrow('no value for ${HOJ_LISTEN}');
  });

  it('gets a value for each placeholder from its Dockerfile, and copies the files it names', () => {
    const placeholders = (name: string) =>
      [...readNginxFile(root, name).matchAll(/\$\{(HOJ_[A-Z_]+)\}/g)].map((m) => m[1]).sort();
    for (const app of ['portal', 'backoffice']) {
      const dockerfile = readFileSync(join(root, app, 'Dockerfile'), 'utf8');
      const defaults = new Set([...dockerfile.matchAll(/\b(HOJ_[A-Z_]+)=/g)].map((m) => m[1]));
      for (const name of placeholders(`${app}.conf.template`)) expect(defaults).toContain(name);
      expect(dockerfile).toContain(`COPY deploy/nginx/${app}.conf.template /etc/nginx/templates/`);
      expect(dockerfile).toContain('COPY deploy/nginx/security-headers.conf /etc/nginx/hoj/');
      expect(dockerfile).toContain(`RUN npm run build -w ${app}`);
    }
    expect([...new Set(placeholders('portal.conf.template'))]).toEqual([
      'HOJ_API_UPSTREAM',
      'HOJ_BACKOFFICE_UPSTREAM',
      'HOJ_LISTEN',
      'HOJ_NGINX_SNIPPETS',
      'HOJ_PORTAL_ROOT',
    ]);
    expect([...new Set(placeholders('backoffice.conf.template'))]).toEqual([
      'HOJ_BACKOFFICE_ROOT',
      'HOJ_LISTEN',
      'HOJ_NGINX_SNIPPETS',
    ]);
  });
});
