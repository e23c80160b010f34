import { FieldTitle, InputHelperText, useInput } from 'react-admin';
import { TextField } from '@mui/material';

const pad = (value: number) => String(value).padStart(2, '0');

/** A Date as `<input type="datetime-local">` shows it: the admin's local time, to the minute. */
export function toLocalInput(value: unknown): string {
  if (!(value instanceof Date) || Number.isNaN(value.getTime())) return '';
  return (
    `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}` +
    `T${pad(value.getHours())}:${pad(value.getMinutes())}`
  );
}

/** The input's text as a Date in the admin's zone; an empty or unfinished entry is no time. */
export function fromLocalInput(text: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(text);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  return new Date(y, mo - 1, d, h, mi);
}

/**
 * A date and time picked with the browser's own control, kept in the form as a Date (core's contest rules
 * compute the length from Dates). react-admin's DateTimeInput keeps text, which the rules would not read.
 */
export function DateTimeField({ source, isRequired = false }: { source: string; isRequired?: boolean }) {
  const { field, fieldState, id } = useInput({ source, format: toLocalInput, parse: fromLocalInput });
  return (
    <TextField
      id={id}
      name={field.name}
      inputRef={field.ref}
      type="datetime-local"
      size="small"
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={field.onBlur}
      error={fieldState.invalid}
      label={<FieldTitle source={source} resource="contests" isRequired={isRequired} />}
      helperText={<InputHelperText error={fieldState.error?.message} helperText={false} />}
      slotProps={{ inputLabel: { shrink: true } }}
      sx={{ minWidth: 240 }}
    />
  );
}
