import { useInput, useTranslate } from 'react-admin';
import { TextField } from '@mui/material';
import { noticeTypeChoices } from './noticeTypes';

interface NoticeTypeFilterProps {
  source: string;
  label?: string;
  /** Read by react-admin's filter form: the filter is always shown. */
  alwaysOn?: boolean;
}

/**
 * The list's recipients filter as the platform's own select: a phone opens its native picker, and the list
 * page does not carry react-admin's choice machinery (the biggest part of a list page's budget left).
 */
export function NoticeTypeFilter({ source, label }: NoticeTypeFilterProps) {
  const translate = useTranslate();
  const { field, id } = useInput({ source });
  return (
    <TextField
      select
      id={id}
      size="small"
      label={translate(label ?? `resources.notices.fields.${source}`)}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={field.onBlur}
      name={field.name}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 160, mb: 1 }}
    >
      <option value="">{translate('resources.notices.filterAll')}</option>
      {noticeTypeChoices.map((choice) => (
        <option key={choice.id} value={choice.id}>
          {translate(choice.name)}
        </option>
      ))}
    </TextField>
  );
}
