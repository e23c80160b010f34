import { BooleanInput, SimpleForm } from 'react-admin';
import type { SwitchConfigDTO } from '@generated/model/index';
import { ConfigSection } from './ConfigSection';
import {
  FEATURE_SWITCHES,
  loadSwitchConfig,
  pick,
  saveSwitchFields,
  switchConfigQueryKey,
} from './switchConfig';

/** `/admin/switch`: which parts of the site are open (discussions, comments, judging) and code visibility. */
export function SwitchConfigSection() {
  return (
    <ConfigSection<SwitchConfigDTO>
      id="switches"
      queryKey={switchConfigQueryKey('switches')}
      load={loadSwitchConfig}
      save={(values) => saveSwitchFields(pick(values, FEATURE_SWITCHES))}
      renderForm={(form) => (
        <SimpleForm {...form}>
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
