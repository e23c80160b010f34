import { useId } from 'react';
import './PageSizeSelect.css';

interface PageSizeSelectProps {
  value: number;
  choices: readonly number[];
  onChange: (size: number) => void;
  /** The visible label, already translated, e.g. "Per page". */
  label: string;
}

/** How many rows a page of a list shows; sits beside the `Pager`. */
export function PageSizeSelect({ value, choices, onChange, label }: PageSizeSelectProps) {
  const id = useId();
  return (
    <div className="page-size">
      <label className="page-size__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="page-size__select"
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {choices.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </select>
    </div>
  );
}
