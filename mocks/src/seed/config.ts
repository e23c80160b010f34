import { DEV_HOST, devPorts } from '@hoj/core/devPorts';
import type { WebsiteConfig } from '../model';

/** The public website configuration (`get-website-config`), with every discussion/comment switch on. */
export function seedConfig(): WebsiteConfig {
  return {
    baseUrl: `http://${DEV_HOST}:${devPorts.portal}`,
    name: 'Hcode Online Judge 演示站',
    shortName: 'HOJ',
    description: '基于 HOJ 的开源前端演示站点：题库、比赛、训练与讨论。',
    register: true,
    recordName: '© 2020-2026 HOJ 演示站',
    recordUrl: 'https://beian.miit.gov.cn/',
    email: 'noreply@hoj.test',
    projectName: 'HOJ',
    projectUrl: 'https://github.com/HimitZH/HOJ',
    openPublicDiscussion: true,
    openGroupDiscussion: true,
    openContestComment: true,
  };
}
