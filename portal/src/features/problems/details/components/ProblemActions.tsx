import { useRef, useState, type ComponentType } from 'react';
import { Link } from 'react-router';
import type { ProblemInfoVO } from '@generated/model/index';
import { useT } from '@portal/i18n/useT';
import { useWebsiteConfig } from '@portal/shared/api/websiteConfig';
import { showToast } from '@portal/shared/toast/toastStore';
import type { ProblemRoute } from '@portal/features/problems/model/problemRoute';
import { discussionLink, solutionsLink } from '../model/problemLinks';
import { FocusModeToggle } from './FocusModeToggle';

// The dialog and its chart are fetched when the reader opens them, never with the page.
const loadStatisticsDialog = () => import('./StatisticsDialog');
type StatisticsDialogType = ComponentType<{ info: ProblemInfoVO; onClose: () => void }>;

interface ProblemActionsProps {
  info: ProblemInfoVO;
  route: ProblemRoute;
  collapsed: boolean;
  onToggleCollapse: () => void;
}

/** Statistics, solutions, discussion (where open), focus mode and the problem-only view. */
export function ProblemActions({ info, route, collapsed, onToggleCollapse }: ProblemActionsProps) {
  const t = useT();
  const { data: config } = useWebsiteConfig();
  const [StatisticsDialog, setStatisticsDialog] = useState<StatisticsDialogType | null>(null);
  const opening = useRef(false);
  const discussion = discussionLink(route, config);

  const openStatistics = () => {
    // A second click while the chunk is on its way opens nothing more. The button stays enabled, so focus stays
    // on it and the dialog gives it back on closing.
    if (opening.current) return;
    opening.current = true;
    loadStatisticsDialog()
      .then(
        (module) => setStatisticsDialog(() => module.StatisticsDialog),
        () => showToast('error', t('problemDetails.stats.loadFailed')),
      )
      .finally(() => {
        opening.current = false;
      });
  };

  return (
    <>
      <button type="button" className="button button--secondary button--small" onClick={openStatistics}>
        {t('problemDetails.action.statistics')}
      </button>
      <Link className="button button--secondary button--small" to={solutionsLink(route)}>
        {t('problemDetails.action.solutions')}
      </Link>
      {discussion ? (
        <Link className="button button--secondary button--small" to={discussion}>
          {t('problemDetails.action.discussion')}
        </Link>
      ) : null}
      <FocusModeToggle route={route} />
      <button
        type="button"
        className="button button--secondary button--small"
        aria-pressed={collapsed}
        onClick={onToggleCollapse}
      >
        {t('problemDetails.action.collapse')}
      </button>
      {StatisticsDialog ? <StatisticsDialog info={info} onClose={() => setStatisticsDialog(null)} /> : null}
    </>
  );
}
