import { useState } from 'react';
import { Confirm, useNotify, useRefresh, useTranslate, useUpdate, type RaRecord } from 'react-admin';
import { Switch } from '@mui/material';

/** i18n keys of one screen's switch; each gets the record's title as `{title}`. */
export interface VisibilityTexts {
  /** The switch's accessible name. */
  toggle: string;
  /** The toasts once the server has hidden or shown it. */
  hidden: string;
  shown: string;
  /** The question asked first, where the change reaches many people at once; without it the switch acts. */
  confirm?: { hideTitle: string; hide: string; showTitle: string; show: string };
}

interface VisibilitySwitchProps<R extends RaRecord> {
  resource: string;
  record: R;
  title: string;
  visible: boolean;
  /** The update that flips it; `meta` tells the resource's provider that only visibility changes. */
  flip: { data: Partial<R>; meta?: unknown };
  /** For those the server would refuse (not root, not the author). */
  disabled: boolean;
  texts: VisibilityTexts;
}

/**
 * Shows or hides a record on the portal from its list row. The update waits for the server, so the switch
 * never shows a state the portal does not have; the row is refreshed after.
 */
export function VisibilitySwitch<R extends RaRecord>({
  resource,
  record,
  title,
  visible,
  flip,
  disabled,
  texts,
}: VisibilitySwitchProps<R>) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [update, { isPending }] = useUpdate<R>();
  const [asking, setAsking] = useState(false);
  const change = () =>
    void update(
      resource,
      { id: record.id, data: flip.data, previousData: record, meta: flip.meta },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setAsking(false);
          notify(visible ? texts.hidden : texts.shown, { type: 'info', messageArgs: { title } });
          refresh();
        },
        onError: (error) => {
          setAsking(false);
          notify(error instanceof Error ? error.message : String(error), { type: 'error' });
        },
      },
    );
  const { confirm } = texts;
  return (
    <>
      <Switch
        checked={visible}
        disabled={disabled || isPending}
        onClick={(event) => event.stopPropagation()}
        onChange={() => (confirm ? setAsking(true) : change())}
        slotProps={{ input: { 'aria-label': translate(texts.toggle, { title }) } }}
      />
      {confirm && (
        // The dialog is portalled, but React still bubbles its clicks to the row, which would open the editor.
        <span onClick={(event) => event.stopPropagation()}>
          <Confirm
            isOpen={asking}
            loading={isPending}
            title={visible ? confirm.hideTitle : confirm.showTitle}
            content={visible ? confirm.hide : confirm.show}
            translateOptions={{ title }}
            onConfirm={change}
            onClose={() => setAsking(false)}
          />
        </span>
      )}
    </>
  );
}
