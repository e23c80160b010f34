import { BooleanInput, SimpleForm } from 'react-admin';
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

/** `/admin/switch`: which parts of the site are open (discussions, comments, judging) and code visibility. */
export function SwitchConfigSection() {
  return (
    <ConfigSection<WithBroken<SwitchConfigDTO>>
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
