import type { MockDomain } from '../store/domain';
import { carouselHandlers, seedCarousel } from './carousel';
import { resetSiteConfig } from '../store/schema/site';
import { configHandlers } from './configHandlers';
import { dashboardHandlers } from './dashboard';
import { serverHandlers } from './serverHandlers';
import { resetServerSettings } from '../store/schema/serverSettings';

/**
 * Site config and home: the website configuration and switches, the server settings (mail, data sources, SMS),
 * the home carousel and the back office's dashboard.
 */
export const siteDomain: MockDomain = {
  name: 'site',
  seed() {
    resetSiteConfig();
    resetServerSettings();
    seedCarousel();
  },
  handlers: [...configHandlers, ...serverHandlers, ...carouselHandlers, ...dashboardHandlers],
};
