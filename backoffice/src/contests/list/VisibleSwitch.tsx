import { VisibilitySwitch, type VisibilityTexts } from '@backoffice/common/VisibilitySwitch';
import type { ContestRecord } from '../contestResource';
import { VISIBLE_ONLY } from '../updateMeta';

const TEXTS: VisibilityTexts = {
  toggle: 'hoj.contests.list.toggleVisible',
  hidden: 'hoj.contests.list.hidden',
  shown: 'hoj.contests.list.shown',
};

/**
 * Shows or hides a contest on the portal's contest list at once. Only root and the contest's creator may
 * (`disabled` for everyone else, who would be refused).
 */
export function VisibleSwitch({ record, disabled }: { record: ContestRecord; disabled: boolean }) {
  const visible = record.visible === true;
  return (
    <VisibilitySwitch
      resource="contests"
      record={record}
      title={record.title ?? ''}
      visible={visible}
      flip={{ data: { visible: !visible }, meta: VISIBLE_ONLY }}
      disabled={disabled}
      texts={TEXTS}
    />
  );
}
