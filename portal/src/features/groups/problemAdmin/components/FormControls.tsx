import { useId, type ReactNode } from 'react';
import { get, useFormContext, type RegisterOptions } from 'react-hook-form';
import type { ProblemForm } from '@hoj/core/editor/problemEditor';

type Name = Parameters<ReturnType<typeof useFormContext<ProblemForm>>['register']>[0];

/** The message the last check left at `name`, if any. */
export function useFieldError(name: string): string | null {
  const { formState } = useFormContext<ProblemForm>();
  const error = get(formState.errors, name) as { message?: unknown } | undefined;
  return typeof error?.message === 'string' ? error.message : null;
}

interface RowProps {
  name: Name;
  label: string;
  hint?: ReactNode;
  /** Number fields are read as numbers, so core's rules see what the wire carries. */
  number?: boolean;
  multiline?: number;
  required?: boolean;
  monospace?: boolean;
}

/** A labelled input or text area bound to the form, with its rule's message wired for screen readers. */
export function FieldRow({ name, label, hint, number, multiline, required, monospace }: RowProps) {
  const id = useId();
  const { register } = useFormContext<ProblemForm>();
  const error = useFieldError(name);
  const options: RegisterOptions<ProblemForm> = number
    ? { setValueAs: (value: unknown) => (value === '' || value === null ? null : Number(value)) }
    : {};
  const common = {
    ...register(name, options),
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': `${id}-error`,
    'aria-required': required ? true : undefined,
    className: `field__input${monospace ? ' problem-editor__code' : ''}`,
  };
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {multiline ? (
        <textarea {...common} rows={multiline} spellCheck={!monospace} />
      ) : (
        <input {...common} type={number ? 'number' : 'text'} />
      )}
      {hint ? <p className="problem-editor__hint">{hint}</p> : null}
      <p id={`${id}-error`} className="field__error">
        {error}
      </p>
    </div>
  );
}

/** A labelled check box bound to a boolean of the form. */
export function CheckRow({ name, label }: { name: Name; label: string }) {
  const { register } = useFormContext<ProblemForm>();
  return (
    <label className="problem-editor__check">
      <input type="checkbox" {...register(name)} /> {label}
    </label>
  );
}

interface SelectRowProps {
  name: Name;
  label: string;
  options: readonly { value: string | number; label: string }[];
  number?: boolean;
}

/** A labelled choice bound to the form; numeric choices are stored as numbers. */
export function SelectRow({ name, label, options, number }: SelectRowProps) {
  const id = useId();
  const { register } = useFormContext<ProblemForm>();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="field__input"
        {...register(name, number ? { setValueAs: (value: unknown) => Number(value) } : {})}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** One section of the editor: a titled group of fields. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="group-panel problem-editor__section" aria-labelledby={id}>
      <h2 id={id} className="group-panel__title">
        {title}
      </h2>
      <div className="problem-editor__fields">{children}</div>
    </section>
  );
}
