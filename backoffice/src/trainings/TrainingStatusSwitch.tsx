import { VisibilitySwitch, type VisibilityTexts } from '@backoffice/common/VisibilitySwitch';
import type { StatusChangeMeta, TrainingRecord } from './trainingResource';

const STATUS_ONLY: StatusChangeMeta = { statusOnly: true };

/** Everyone on the portal sees the change at once, so the switch asks first, naming the training. */
const TEXTS: VisibilityTexts = {
  toggle: 'hoj.trainingAdmin.status.toggle',
  hidden: 'hoj.trainingAdmin.status.hidden',
  shown: 'hoj.trainingAdmin.status.shown',
  confirm: {
    hideTitle: 'hoj.trainingAdmin.status.confirmHideTitle',
    hide: 'hoj.trainingAdmin.status.confirmHide',
    showTitle: 'hoj.trainingAdmin.status.confirmShowTitle',
    show: 'hoj.trainingAdmin.status.confirmShow',
  },
};

/** Shows or hides a training on the portal. Only root and the training's author may; others see it disabled. */
export function TrainingStatusSwitch({ record, enabled }: { record: TrainingRecord; enabled: boolean }) {
  const visible = record.status === true;
  return (
    <VisibilitySwitch
      resource="trainings"
      record={record}
      title={record.title ?? ''}
      visible={visible}
      flip={{ data: { status: !visible }, meta: STATUS_ONLY }}
      disabled={!enabled}
      texts={TEXTS}
    />
  );
}
