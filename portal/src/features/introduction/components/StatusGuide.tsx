import { judgeStatusTable } from '@hoj/core/domain/judgeStatus';
import { useT } from '@portal/i18n/useT';
import { Panel } from '@portal/shared/ui/Panel';
import { Tag } from '@portal/shared/ui/Tag';
import { statusDescriptions, statusGuideOrder } from '../model/statusGuide';

/** Every judge status with the tag the status lists show for it, its abbreviation and what it means. */
export function StatusGuide() {
  const t = useT();
  return (
    <Panel title={t('introduction.results.title')}>
      <ul className="introduction-statuses">
        {statusGuideOrder.map((status) => {
          const info = judgeStatusTable[status];
          return (
            <li key={status} className="introduction-status">
              <span className="introduction-status__name">
                <Tag tone={info.color}>{t(info.labelKey)}</Tag>{' '}
                <span className="introduction-status__short">{info.short}</span>
              </span>{' '}
              <span className="introduction-status__description">{t(statusDescriptions[status])}</span>
            </li>
          );
        })}
      </ul>
    </Panel>
  );
}
