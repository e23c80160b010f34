import { BooleanInput, SimpleForm, useTranslate } from 'react-admin';
import { Typography } from '@mui/material';
import type { SwitchConfigDTO } from '@generated/model/index';
import { BrokenSettingsAlert } from './BrokenSettingsAlert';
import { ConfigSection } from './ConfigSection';
import {
  FEATURE_SWITCHES,
  loadSwitchForm,
  pick,
  saveSwitchFields,
  switchConfigQueryKey,
  type WithBroken,
} from './switchConfig';

/** The switches a save would flip, each with its new state; the list is the confirmation's body. */
function SwitchChanges({ changes }: { changes: readonly { field: string; on: boolean }[] }) {
  const translate = useTranslate();
  return (
    <>
      <Typography component="ul" sx={{ pl: 3, my: 1 }}>
        {changes.map(({ field, on }) => (
          <li key={field}>
            {translate(`hoj.systemConfig.switches.${on ? 'turnsOn' : 'turnsOff'}`, {
              name: translate(`hoj.systemConfig.switches.${field}`),
            })}{' '}
            <Typography component="span" variant="body2" color="text.secondary">
              ({translate(`hoj.systemConfig.switches.help.${field}`)})
            </Typography>
          </li>
        ))}
      </Typography>
      <Typography>{translate('hoj.systemConfig.switches.confirmEveryone')}</Typography>
    </>
  );
}

/**
 * `/admin/switch`: which parts of the site are open (discussions, comments, judging) and code visibility. A
 * switch closes or opens a part of the site for every user at once, so a save that flips any asks first.
 */
export function SwitchConfigSection() {
  return (
    <ConfigSection<WithBroken<SwitchConfigDTO>>
      describeRiskyChange={(values, stored) => {
        const changes = FEATURE_SWITCHES.filter(
          (field) => Boolean(values[field]) !== Boolean(stored[field]),
        ).map((field) => ({ field, on: Boolean(values[field]) }));
        return changes.length === 0 ? null : <SwitchChanges changes={changes} />;
      }}
      id="switches"
      queryKey={switchConfigQueryKey('switches')}
      load={(signal) => loadSwitchForm(signal, FEATURE_SWITCHES)}
      save={(values) => saveSwitchFields(pick(values, FEATURE_SWITCHES))}
      renderForm={(form, data) => (
        <SimpleForm {...form}>
          <BrokenSettingsAlert settings={data.brokenSettings} />
          {FEATURE_SWITCHES.map((field) => (
            <BooleanInput
              key={field}
              source={field}
              label={`hoj.systemConfig.switches.${field}`}
              helperText={`hoj.systemConfig.switches.help.${field}`}
            />
          ))}
        </SimpleForm>
      )}
    />
  );
}
