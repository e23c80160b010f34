import { useId, useRef } from 'react';
import './KeywordSearch.css';

interface KeywordSearchProps {
  /** The keyword the address holds; the box shows it again after Back or a reset. */
  keyword: string;
  label: string;
  placeholder: string;
  buttonLabel: string;
  /** Called with the trimmed text on Enter or the button. */
  onSearch: (keyword: string) => void;
}

/**
 * A list's keyword box with its search button. Keyed by the address's keyword, so Back and a reset show the
 * keyword of the list on screen. Not a form: a submit that starts a navigation (a transition) makes React build a
 * FormData of the form, which the jsdom the component tests run in cannot; Enter and the button do what a submit
 * would.
 */
export function KeywordSearch({ keyword, label, placeholder, buttonLabel, onSearch }: KeywordSearchProps) {
  return (
    <KeywordBox
      key={keyword}
      keyword={keyword}
      label={label}
      placeholder={placeholder}
      buttonLabel={buttonLabel}
      onSearch={onSearch}
    />
  );
}

function KeywordBox({ keyword, label, placeholder, buttonLabel, onSearch }: KeywordSearchProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const search = () => onSearch(input.current?.value.trim() ?? '');
  return (
    <div className="keyword-search" role="search">
      <div className="field">
        <label className="field__label" htmlFor={id}>
          {label}
        </label>
        <input
          id={id}
          ref={input}
          className="field__input"
          type="search"
          defaultValue={keyword}
          placeholder={placeholder}
          onKeyDown={(event) => {
            if (event.key === 'Enter') search();
          }}
        />
      </div>
      <button type="button" className="button button--primary" onClick={search}>
        {buttonLabel}
      </button>
    </div>
  );
}
