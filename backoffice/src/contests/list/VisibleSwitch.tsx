import { Switch } from '@mui/material';
import { useNotify, useRefresh, useTranslate, useUpdate } from 'react-admin';
import { VISIBLE_ONLY, type ContestRecord } from '../contestResource';

/**
 * Shows or hides a contest on the portal's contest list at once. Only root and the contest's creator may
 * (`disabled` for everyone else, who would be refused).
 */
export function VisibleSwitch({ record, disabled }: { record: ContestRecord; disabled: boolean }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [update, { isPending }] = useUpdate<ContestRecord>();
  const visible = record.visible === true;
  const title = record.title ?? '';
  const change = () =>
    void update(
      'contests',
      { id: record.id, data: { visible: !visible }, previousData: record, meta: VISIBLE_ONLY },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(visible ? 'hoj.contests.list.hidden' : 'hoj.contests.list.shown', {
            type: 'info',
            messageArgs: { title },
          });
          refresh();
        },
        onError: (error) => notify(error instanceof Error ? error.message : String(error), { type: 'error' }),
      },
    );
  return (
    <Switch
      checked={visible}
      disabled={disabled || isPending}
      onClick={(event) => event.stopPropagation()}
      onChange={change}
      slotProps={{ input: { 'aria-label': translate('hoj.contests.list.toggleVisible', { title }) } }}
    />
  );
}
