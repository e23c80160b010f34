import { ValidationError, useInput, useTranslate, type Validator } from 'react-admin';
import { TextField } from '@mui/material';

export interface NativeChoice {
  /** The option's value as the form keeps it. */
  id: string | number;
  /** i18n key, or the text itself when `translateName` is false. */
  name: string;
  translateName?: boolean;
  disabled?: boolean;
}

interface NativeSelectInputProps {
  source: string;
  /** i18n key of the label. */
  label: string;
  choices: readonly NativeChoice[];
  /** The first option, standing for "no value" (stored as `emptyValue`); none when left out. */
  emptyText?: string;
  emptyValue?: string | null;
  emptyDisabled?: boolean;
  /** Called with the value picked, after the form has it (to reset a field that depends on this one). */
  onPick?(value: string | number | null): void;
  helperText?: string;
  validate?: Validator | Validator[];
  /** Read by react-admin's filter form: the filter is always shown. */
  alwaysOn?: boolean;
  fullWidth?: boolean;
}

/**
 * A select as the platform's own control: a phone opens its native picker, and the page does not carry
 * react-admin's choice machinery. Numeric choices come back as numbers, the empty option as `emptyValue`.
 */
export function NativeSelectInput({
  source,
  label,
  choices,
  emptyText,
  emptyValue = null,
  emptyDisabled = false,
  onPick,
  helperText,
  validate,
  fullWidth = false,
}: NativeSelectInputProps) {
  const translate = useTranslate();
  const { field, id, fieldState, formState } = useInput({ source, validate });
  const current = field.value === null || field.value === undefined ? '' : String(field.value);
  const error = fieldState.invalid && (fieldState.isTouched || formState.isSubmitted);
  const message =
    error && fieldState.error?.message ? <ValidationError error={fieldState.error.message} /> : helperText;
  return (
    <TextField
      select
      id={id}
      size="small"
      label={translate(label)}
      value={current}
      onChange={(event) => {
        const raw = event.target.value;
        const choice = choices.find((option) => String(option.id) === raw);
        const value = choice ? choice.id : emptyValue;
        field.onChange(value);
        onPick?.(value);
      }}
      onBlur={field.onBlur}
      name={field.name}
      error={error}
      helperText={message}
      fullWidth={fullWidth}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 180, mb: 1 }}
    >
      {emptyText !== undefined && (
        <option value="" disabled={emptyDisabled}>
          {translate(emptyText)}
        </option>
      )}
      {choices.map((choice) => (
        <option key={choice.id} value={String(choice.id)} disabled={choice.disabled}>
          {choice.translateName === false ? choice.name : translate(choice.name)}
        </option>
      ))}
    </TextField>
  );
}
