import { useTranslate } from 'react-admin';
import { Alert, AlertTitle, Typography } from '@mui/material';
import { REMOTE_OJS, type BrokenSetting } from './switchConfig';

/** Longest stored value shown; a corrupt setting can be anything. */
const SHOWN_LENGTH = 80;

const clip = (text: string) => (text.length > SHOWN_LENGTH ? `${text.slice(0, SHOWN_LENGTH)}…` : text);

/** The section's label of a setting; remote-judge lists are named after their judge. */
function useSettingLabel() {
  const translate = useTranslate();
  return (field: string) => {
    const oj = REMOTE_OJS.find((name) => field.startsWith(name) && field.endsWith('List'));
    return oj
      ? translate('hoj.systemConfig.broken.accounts', { oj: oj.toUpperCase() })
      : translate(`hoj.systemConfig.switches.${field}`);
  };
}

/**
 * Names each stored setting of the section the page could not read as it is, with the value the server holds,
 * so the admin knows what to correct; the rest of the form stays usable.
 */
export function BrokenSettingsAlert({ settings }: { settings: readonly BrokenSetting[] }) {
  const translate = useTranslate();
  const label = useSettingLabel();
  if (settings.length === 0) return null;
  return (
    <Alert severity="warning" role="alert" sx={{ mb: 2, width: '100%' }}>
      <AlertTitle>{translate('hoj.systemConfig.broken.title')}</AlertTitle>
      <ul style={{ margin: 0, paddingInlineStart: 20 }}>
        {settings.map((setting) => (
          <li key={setting.field}>
            {translate('hoj.systemConfig.broken.item', {
              field: label(setting.field),
              stored: clip(setting.stored),
            })}
          </li>
        ))}
      </ul>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {translate('hoj.systemConfig.broken.help')}
      </Typography>
    </Alert>
  );
}
