import { useState } from 'react';
import { Confirm, useNotify, useRefresh, useTranslate, useUpdate } from 'react-admin';
import { Switch } from '@mui/material';
import type { StatusChangeMeta, TrainingRecord } from './trainingResource';

const STATUS_ONLY: StatusChangeMeta = { statusOnly: true };

/**
 * Shows or hides a training on the portal. Everyone on the portal sees the change at once, so the switch asks
 * first, naming the training. Only root and the training's author may flip it; others see it disabled.
 */
export function TrainingStatusSwitch({ record, enabled }: { record: TrainingRecord; enabled: boolean }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [update, { isPending }] = useUpdate<TrainingRecord>();
  const [asking, setAsking] = useState(false);
  const visible = record.status === true;
  const change = () =>
    void update(
      'trainings',
      { id: record.id, data: { status: !visible }, previousData: record, meta: STATUS_ONLY },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setAsking(false);
          notify(visible ? 'hoj.trainingAdmin.status.hidden' : 'hoj.trainingAdmin.status.shown', {
            type: 'info',
            messageArgs: { title: record.title },
          });
          refresh();
        },
        onError: (error) => {
          setAsking(false);
          notify(error instanceof Error ? error.message : String(error), { type: 'error' });
        },
      },
    );
  return (
    <>
      <Switch
        checked={visible}
        disabled={!enabled || isPending}
        onClick={(event) => event.stopPropagation()}
        onChange={() => setAsking(true)}
        slotProps={{
          input: { 'aria-label': translate('hoj.trainingAdmin.status.toggle', { title: record.title }) },
        }}
      />
      {/* The dialog is portalled, but React still bubbles its clicks to the row, which would open the editor. */}
      <span onClick={(event) => event.stopPropagation()}>
        <Confirm
          isOpen={asking}
          loading={isPending}
          title={
            visible
              ? 'hoj.trainingAdmin.status.confirmHideTitle'
              : 'hoj.trainingAdmin.status.confirmShowTitle'
          }
          content={visible ? 'hoj.trainingAdmin.status.confirmHide' : 'hoj.trainingAdmin.status.confirmShow'}
          translateOptions={{ title: record.title }}
          onConfirm={change}
          onClose={() => setAsking(false)}
        />
      </span>
    </>
  );
}
