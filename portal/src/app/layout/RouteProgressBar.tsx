import { useEffect, useState } from 'react';
import { useIsFetching } from '@tanstack/react-query';
import { useSignals } from '@preact/signals-react/runtime';
import { useT } from '@portal/i18n/useT';
import { pendingChunks } from '../router/lazyPage';
import './RouteProgressBar.css';

/** Quick loads finish before the bar would flash. */
export const PROGRESS_SHOW_DELAY_MS = 150;

/** Queries that run by themselves (polls) carry `meta: { background: true }` and never move the bar. */
function isFirstLoad(query: { state: { data: unknown }; meta?: Record<string, unknown> | undefined }) {
  return query.state.data === undefined && query.meta?.['background'] !== true;
}

/**
 * A thin bar at the top while a page's code or its first data is loading. It is an indeterminate progressbar
 * with a name; under reduced motion it stays still.
 */
export function RouteProgressBar() {
  useSignals();
  const t = useT();
  const firstLoads = useIsFetching({ predicate: isFirstLoad });
  const busy = pendingChunks.value > 0 || firstLoads > 0;
  const [due, setDue] = useState(false);

  useEffect(() => {
    if (!busy) return undefined;
    const timer = setTimeout(() => setDue(true), PROGRESS_SHOW_DELAY_MS);
    return () => {
      clearTimeout(timer);
      setDue(false);
    };
  }, [busy]);

  if (!busy || !due) return null;
  return (
    <div className="route-progress" role="progressbar" aria-label={t('shell.progress.label')}>
      <span className="route-progress__bar" />
    </div>
  );
}
