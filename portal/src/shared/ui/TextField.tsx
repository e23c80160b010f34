import { useId, type InputHTMLAttributes, type Ref } from 'react';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> {
  label: string;
  /** The message under the field, already translated; its line is always reserved so nothing shifts. */
  error?: string | null;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input with its validation message wired for screen readers (aria-invalid, aria-describedby). */
export function TextField({ label, error, required, ref, ...input }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        {...input}
        ref={ref}
        id={id}
        className="field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        aria-required={required ? true : undefined}
      />
      <p id={errorId} className="field__error">
        {error ?? null}
      </p>
    </div>
  );
}
