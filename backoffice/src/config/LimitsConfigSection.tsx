import { NumberInput, SimpleForm } from 'react-admin';
import type { SwitchConfigDTO } from '@generated/model/index';
import { BrokenSettingsAlert } from './BrokenSettingsAlert';
import { ConfigSection } from './ConfigSection';
import {
  DISCUSSION_LIMITS,
  GROUP_LIMITS,
  loadSwitchForm,
  pick,
  saveSwitchFields,
  switchConfigQueryKey,
  type WithBroken,
} from './switchConfig';
import { countRules } from './validation';

const FIELDS = { discussionLimits: DISCUSSION_LIMITS, groupLimits: GROUP_LIMITS } as const;

/** Posting or group-creation limits: whole numbers, never negative, kept in the switch settings. */
export function LimitsConfigSection({ id }: { id: keyof typeof FIELDS }) {
  const fields = FIELDS[id];
  return (
    <ConfigSection<WithBroken<SwitchConfigDTO>>
      id={id}
      queryKey={switchConfigQueryKey(id)}
      load={(signal) => loadSwitchForm(signal, fields)}
      save={(values) => saveSwitchFields(pick(values, fields))}
      renderForm={(form, data) => (
        <SimpleForm {...form}>
          <BrokenSettingsAlert settings={data.brokenSettings} />
          {fields.map((field) => (
            <NumberInput
              key={field}
              source={field}
              label={`hoj.systemConfig.switches.${field}`}
              validate={countRules}
              min={0}
              step={1}
            />
          ))}
        </SimpleForm>
      )}
    />
  );
}
