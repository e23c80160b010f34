import type { ReactNode } from 'react';
import { useT } from '@portal/i18n/useT';
import { useSiteNames, useWebsiteConfig } from '@portal/shared/api/websiteConfig';
import { usePageTitle } from '@portal/shared/hooks/usePageTitle';
import { AcRankTable } from '../components/AcRankTable';
import { HomeCarousel } from '../components/HomeCarousel';
import { RecentContests } from '../components/RecentContests';
import { RecentProblems } from '../components/RecentProblems';
import { SubmissionStatistics } from '../components/SubmissionStatistics';
import './HomePage.css';

export interface HomePageProps {
  /** The site announcements panel, placed between the carousel and the columns (app/ fills it). */
  announcements: ReactNode;
}

/**
 * /home: the site's name and description, the carousel, the announcements, then two columns: recent contests
 * and last-week submissions; the 7-day AC rank and the latest updated problems. Each panel loads on its own.
 */
export function HomePage({ announcements }: HomePageProps) {
  const t = useT();
  const { data: config } = useWebsiteConfig();
  const siteName = useSiteNames().name;
  usePageTitle(t('nav.home'));
  return (
    <div className="page home">
      <header className="home__intro">
        <h1 className="home__title">{siteName}</h1>
        {config?.description ? <p className="home__description">{config.description}</p> : null}
      </header>
      <HomeCarousel />
      {announcements}
      <div className="home__columns">
        <div className="home__column">
          <RecentContests />
          <SubmissionStatistics />
        </div>
        <div className="home__column">
          <AcRankTable />
          <RecentProblems />
        </div>
      </div>
    </div>
  );
}
