import type { WebsiteConfigMap } from '@generated/model/index';
import { DEV_HOST, devPorts } from '@hoj/core/devPorts';
import { switchDefaults, type SwitchSettings } from './switchDefaults';
import { storeRecord } from '../cells';

export type WebsiteConfig = Required<WebsiteConfigMap>;

export type { SwitchSettings } from './switchDefaults';

/** The public website configuration (`get-website-config`), with every discussion/comment switch on. */
function configDefaults(): WebsiteConfig {
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

/** The website configuration as the backend keeps it in Nacos; its identity never changes. */
export const siteConfig: WebsiteConfig = storeRecord('website_config', configDefaults());

/** The site switches and limits of `hoj-switch.yml`. */
export const switchSettings: SwitchSettings = storeRecord('switch_settings', switchDefaults());

export function resetSiteConfig(): void {
  Object.assign(siteConfig, configDefaults());
  Object.assign(switchSettings, switchDefaults());
}

export interface CarouselImage {
  id: number;
  url: string;
}

/** The home carousel's file rows (`GET /api/home-carousel`), oldest first, and its slides with links. */
export const carousel = storeRecord('home_carousel', {
  images: [] as CarouselImage[],
  nextId: 1000,
  slides: [] as HomePageImageRow[],
});

/** A slide of the home carousel (extension `getHomePageImages`). */
export interface HomePageImageRow {
  img: string;
  url: string;
  target: '_blank' | '_self';
}
