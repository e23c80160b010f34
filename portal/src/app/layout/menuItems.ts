import type { WebsiteConfigMap } from '@generated/model/index';
import type { PortalMessageKey } from '@portal/i18n/catalog';

export interface MenuItem {
  to: string;
  labelKey: PortalMessageKey;
  /** Shown only when this site switch is on. */
  feature?: keyof Pick<WebsiteConfigMap, 'openPublicDiscussion'>;
}

/**
 * The top menu, in order. The external points board follows OI Rank when the deployment gives its address
 * (pointsBoard.ts).
 */
export const menuItems: readonly MenuItem[] = [
  { to: '/home', labelKey: 'nav.home' },
  { to: '/problem', labelKey: 'nav.problems' },
  { to: '/training', labelKey: 'nav.training' },
  { to: '/contest', labelKey: 'nav.contest' },
  { to: '/status', labelKey: 'nav.status' },
  { to: '/acm-rank', labelKey: 'nav.acmRank' },
  { to: '/oi-rank', labelKey: 'nav.oiRank' },
  { to: '/discussion', labelKey: 'nav.discussion', feature: 'openPublicDiscussion' },
  { to: '/group', labelKey: 'nav.group' },
  { to: '/introduction', labelKey: 'nav.introduction' },
];
