import { useId, type KeyboardEvent, type ReactNode } from 'react';

export interface ProblemTab<K extends string> {
  key: K;
  label: string;
  /** Rendered once the tab has been opened, then kept (hidden) so going back is instant. */
  render: () => ReactNode;
}

interface ProblemTabsProps<K extends string> {
  label: string;
  tabs: readonly ProblemTab<K>[];
  selected: K;
  /** Tabs opened so far; their panels stay mounted. */
  opened: ReadonlySet<K>;
  onSelect: (key: K) => void;
}

/**
 * WAI-ARIA tabs: arrow keys, Home and End move between tabs (and select them); only the selected tab is in the
 * tab order, and its panel follows it.
 */
export function ProblemTabs<K extends string>({
  label,
  tabs,
  selected,
  opened,
  onSelect,
}: ProblemTabsProps<K>) {
  const base = useId();
  const tabId = (key: K) => `${base}-tab-${key}`;
  const panelId = (key: K) => `${base}-panel-${key}`;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = tabs.findIndex((tab) => tab.key === selected);
    const last = tabs.length - 1;
    const target =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    const tab = target === null ? undefined : tabs[target];
    if (!tab) return;
    event.preventDefault();
    onSelect(tab.key);
    document.getElementById(tabId(tab.key))?.focus();
  };

  return (
    <div className="problem-tabs">
      <div className="problem-tabs__list" role="tablist" aria-label={label}>
        {tabs.map((tab) => (
          <button
            key={tab.key}
            id={tabId(tab.key)}
            type="button"
            role="tab"
            className="problem-tabs__tab"
            aria-selected={tab.key === selected}
            // Only a panel that exists is named: unopened tabs have none yet.
            aria-controls={tab.key === selected || opened.has(tab.key) ? panelId(tab.key) : undefined}
            tabIndex={tab.key === selected ? 0 : -1}
            onClick={() => onSelect(tab.key)}
            onKeyDown={onKeyDown}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) =>
        tab.key === selected || opened.has(tab.key) ? (
          <div
            key={tab.key}
            id={panelId(tab.key)}
            role="tabpanel"
            aria-labelledby={tabId(tab.key)}
            className="problem-tabs__panel"
            hidden={tab.key !== selected}
          >
            {tab.render()}
          </div>
        ) : null,
      )}
    </div>
  );
}
