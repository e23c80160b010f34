import { useId, type ReactNode } from 'react';
import './Panel.css';

interface PanelProps {
  title: string;
  icon?: ReactNode;
  /** Buttons shown at the right of the header (refresh, back …). */
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A titled card; the heading names the region for screen-reader landmark navigation. */
export function Panel({ title, icon, actions, className, children }: PanelProps) {
  const headingId = useId();
  return (
    <section className={['panel', className].filter(Boolean).join(' ')} aria-labelledby={headingId}>
      <header className="panel__header">
        <h2 id={headingId} className="panel__title">
          {icon ? <span className="panel__icon">{icon}</span> : null}
          {title}
        </h2>
        {actions ? <div className="panel__actions">{actions}</div> : null}
      </header>
      <div className="panel__body">{children}</div>
    </section>
  );
}
