import { useId, useRef } from 'react';
import type { Translate } from '@portal/i18n/useT';

interface Toggle {
  on: boolean;
  set: (on: boolean) => void;
}

interface BoardControlsProps {
  keyword: string;
  onSearch: (keyword: string) => void;
  showStar: Toggle;
  /** Null when the contest's settings do not offer it. */
  afterContest: Toggle | null;
  /** Null unless the viewer is one of the contest's admins. */
  forceUpdate: Toggle | null;
  autoRefresh: Toggle & {
    /** The contest has ended: nothing changes any more. */
    ended: boolean;
    /** A load failed while it was on, which turned it off. */
    stoppedByError: boolean;
  };
  t: Translate;
}

function Switch({
  label,
  toggle,
  disabled = false,
  hint,
}: {
  label: string;
  toggle: Toggle;
  disabled?: boolean;
  hint?: string | undefined;
}) {
  const hintId = useId();
  // The hint stays outside the label: it describes the switch, it is not part of its name.
  return (
    <span className="board__switch-box">
      <label className="board__switch">
        <input
          type="checkbox"
          role="switch"
          checked={toggle.on}
          disabled={disabled}
          aria-describedby={hint ? hintId : undefined}
          onChange={(event) => toggle.set(event.target.checked)}
        />
        <span>{label}</span>
      </label>
      {hint ? (
        <span id={hintId} className="visually-hidden">
          {hint}
        </span>
      ) : null}
    </span>
  );
}

/** The board's search and switches. The search applies on Enter or the button, as the other lists do. */
export function BoardControls({
  keyword,
  onSearch,
  showStar,
  afterContest,
  forceUpdate,
  autoRefresh,
  t,
}: BoardControlsProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const submit = () => onSearch(input.current?.value.trim() ?? '');
  return (
    <div className="board__controls">
      {/* Not a form: the search changes the address, a router transition React would replay as a form action. */}
      <div key={keyword} className="board__search" role="search">
        <label className="visually-hidden" htmlFor={`${id}-search`}>
          {t('contestBoards.search')}
        </label>
        <input
          id={`${id}-search`}
          ref={input}
          type="search"
          className="field__input"
          defaultValue={keyword}
          placeholder={t('contestBoards.search.placeholder')}
          onKeyDown={(event) => {
            if (event.key === 'Enter') submit();
          }}
        />
        <button type="button" className="button button--primary" onClick={submit}>
          {t('contestBoards.search.submit')}
        </button>
      </div>
      <div className="board__switches">
        <Switch label={t('contestBoards.switch.star')} toggle={showStar} />
        {afterContest ? (
          <Switch label={t('contestBoards.switch.afterContest')} toggle={afterContest} />
        ) : null}
        {forceUpdate ? (
          <Switch
            label={t('contestBoards.switch.force')}
            toggle={forceUpdate}
            hint={t('contestBoards.switch.force.hint')}
          />
        ) : null}
        <Switch
          label={t('contestBoards.switch.auto')}
          toggle={autoRefresh}
          disabled={autoRefresh.ended}
          hint={autoRefresh.ended ? t('contestBoards.auto.ended') : undefined}
        />
      </div>
      {autoRefresh.stoppedByError ? (
        <p className="board__notice board__notice--warning" role="status">
          {t('contestBoards.auto.stopped')}
        </p>
      ) : null}
    </div>
  );
}
