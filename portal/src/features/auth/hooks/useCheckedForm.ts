import { useCallback, useRef, useState } from 'react';
import type { FieldError } from '../components/accountValidation';

export type FieldErrors<V> = Partial<Record<keyof V, FieldError>>;

export interface CheckedForm<V extends { [K in keyof V]: string }> {
  values: V;
  errors: FieldErrors<V>;
  /** The latest values, for async callbacks that outlive a render. */
  current(): V;
  setValue(field: keyof V, value: string): void;
  /** On leaving a field: checks it if something was typed or it was checked before. */
  touch(field: keyof V): void;
  /** On submit: checks every field and returns what is wrong. */
  checkAll(): FieldErrors<V>;
  /** Checks again every field checked so far (after the server answered something the rules read). */
  recheck(): void;
}

/**
 * The form rules of the account dialogs and the reset page (the login form's pattern): a field is checked
 * when left (if something was typed) and on submit, and from then on while typing. `dependents` are
 * re-checked when a field changes (changing the password re-checks the confirm field). Nothing typed is ever
 * cleared by a check.
 */
export function useCheckedForm<V extends { [K in keyof V]: string }>(
  initial: V,
  validate: (field: keyof V, values: V) => FieldError | undefined,
  dependents: Partial<Record<keyof V, readonly (keyof V)[]>> = {},
): CheckedForm<V> {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors<V>>({});
  const latest = useRef<V>(initial);
  const checked = useRef<Set<keyof V>>(new Set());
  const validateRef = useRef(validate);
  validateRef.current = validate;
  const dependentsRef = useRef(dependents);
  dependentsRef.current = dependents;

  const check = useCallback((fields: readonly (keyof V)[], vals: V): FieldErrors<V> => {
    const found: FieldErrors<V> = {};
    for (const field of fields) {
      checked.current.add(field);
      const error = validateRef.current(field, vals);
      if (error) found[field] = error;
    }
    setErrors((previous) => {
      const next = { ...previous };
      for (const field of fields) {
        if (found[field]) next[field] = found[field];
        else delete next[field];
      }
      return next;
    });
    return found;
  }, []);

  const setValue = useCallback(
    (field: keyof V, value: string) => {
      const vals = { ...latest.current, [field]: value };
      latest.current = vals;
      setValues(vals);
      const fields = [field, ...(dependentsRef.current[field] ?? [])].filter(
        (f) => checked.current.has(f) || (f !== field && vals[f] !== ''),
      );
      if (fields.length > 0) check(fields, vals);
    },
    [check],
  );

  const touch = useCallback(
    (field: keyof V) => {
      if (latest.current[field] !== '' || checked.current.has(field)) check([field], latest.current);
    },
    [check],
  );

  const checkAll = useCallback(
    () => check(Object.keys(latest.current) as (keyof V)[], latest.current),
    [check],
  );

  const recheck = useCallback(() => {
    check([...checked.current], latest.current);
  }, [check]);

  const current = useCallback(() => latest.current, []);

  return { values, errors, current, setValue, touch, checkAll, recheck };
}
