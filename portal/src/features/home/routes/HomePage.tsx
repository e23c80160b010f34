import { useT } from '../../../i18n/useT';
import { DEFAULT_SHORT_NAME, useWebsiteConfig } from '../../../shared/api/websiteConfig';
import { usePageTitle } from '../../../shared/hooks/usePageTitle';
import { AcRankTable } from '../components/AcRankTable';
import { AnnouncementPanel } from '../../../shared/announcements/AnnouncementPanel';
import { HomeCarousel } from '../components/HomeCarousel';
import { RecentContests } from '../components/RecentContests';
import { RecentProblems } from '../components/RecentProblems';
import { SubmissionStatistics } from '../components/SubmissionStatistics';
import './HomePage.css';

/**
 * /home (spec 000 §2): carousel, announcements, recent contests, last-week submissions, the 7-day AC rank and the
 * latest updated problems. Each panel loads on its own.
 */
export function HomePage() {
  const t = useT();
  const { data: config } = useWebsiteConfig();
  usePageTitle(t('nav.home'));
  return (
    <div className="page home">
      <header className="home__intro">
        <h1 className="home__title">{config?.name || config?.shortName || DEFAULT_SHORT_NAME}</h1>
        {config?.description ? <p className="home__description">{config.description}</p> : null}
      </header>
      <HomeCarousel />
      <AnnouncementPanel source={{ kind: 'site' }} />
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
