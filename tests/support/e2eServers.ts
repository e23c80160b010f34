import { join } from 'node:path';
import { devOrigin, devPorts } from '@hoj/core/devPorts';
import { docsPreviewArgs, repoRoot, tsxBin, viteBin } from '../../scripts/localStack';
import { stackCount, stackPorts } from './stacks';

/** One server the e2e specs need: run as `node <args>` in `cwd`, ready once `url` answers. */
export interface E2eServer {
  name: string;
  args: string[];
  cwd: string;
  env: Record<string, string>;
  url: string;
}

/** What the launcher (launchE2eServers.ts) prints once every server answers. */
export const READY_LINE = 'e2e servers ready';

/**
 * Every server of an e2e run: for each worker's stack a mock backend, the portal and the back office (their
 * /api and /admin proxies follow the env), then the API reference and the static demo build, which every
 * worker shares. `dev` serves the apps through the Vite dev servers instead of the production builds.
 */
export function e2eServers(env: NodeJS.ProcessEnv = process.env): E2eServer[] {
  const dev = env.E2E_DEV === '1';
  const vite = dev ? [viteBin, '--strictPort'] : [viteBin, 'preview', '--strictPort'];
  const stacks = Array.from({ length: stackCount(env) }, (_, stack) => ({
    stack,
    ports: stackPorts(stack, dev),
  }));
  return [
    ...stacks.flatMap(({ stack, ports }) => {
      const stackEnv = {
        HOJ_MOCK_PORT: String(ports.mock),
        [dev ? 'HOJ_PORTAL_PORT' : 'HOJ_PORTAL_PREVIEW_PORT']: String(ports.portal),
        [dev ? 'HOJ_BACKOFFICE_PORT' : 'HOJ_BACKOFFICE_PREVIEW_PORT']: String(ports.backoffice),
      };
      return [
        {
          name: `mock ${stack}`,
          args: [tsxBin, 'mocks/src/node/server.ts', '--quiet'],
          cwd: repoRoot,
          env: stackEnv,
          url: `${devOrigin(ports.mock)}/api/health`,
        },
        {
          name: `portal ${stack}`,
          args: vite,
          cwd: join(repoRoot, 'portal'),
          env: stackEnv,
          url: devOrigin(ports.portal),
        },
        {
          name: `back office ${stack}`,
          args: vite,
          cwd: join(repoRoot, 'backoffice'),
          env: stackEnv,
          url: `${devOrigin(ports.backoffice)}/admin/`,
        },
      ];
    }),
    {
      name: 'API reference',
      args: docsPreviewArgs(devPorts.docs),
      cwd: repoRoot,
      env: {},
      url: devOrigin(devPorts.docs),
    },
    {
      name: 'demo',
      args: [viteBin, 'preview', '--mode', 'demo', '--strictPort'],
      cwd: join(repoRoot, 'portal'),
      env: {},
      url: devOrigin(devPorts.portalDemo),
    },
  ];
}
