import { useId, useState, type ReactNode } from 'react';
import { ChevronDownIcon } from '@portal/shared/ui/icons';

/** One section of the settings accordion: a heading button that shows or hides its content. */
export function SettingsSection({
  title,
  defaultOpen = true,
  children,
}: {
  title: string;
  defaultOpen?: boolean;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const panelId = useId();
  const headingId = useId();
  return (
    <section className="settings-section" aria-labelledby={headingId}>
      <h2 className="settings-section__heading" id={headingId}>
        <button
          type="button"
          className="settings-section__toggle"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
        >
          <span>{title}</span>
          <ChevronDownIcon />
        </button>
      </h2>
      <div id={panelId} className="settings-section__body" hidden={!open}>
        {children}
      </div>
    </section>
  );
}
