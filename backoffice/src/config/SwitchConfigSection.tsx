import { BooleanInput, NumberInput, SimpleForm } from 'react-admin';
import {
  getAdminSwitchConfig,
  getGetAdminSwitchConfigUrl,
  setAdminSwitchConfig,
} from '@generated/client/admin-switch/admin-switch';
import type { SwitchConfigDTO } from '@generated/client/model/index';
import { ConfigSection } from './ConfigSection';
import { countRules } from './validation';

const SWITCHES = [
  'openPublicDiscussion',
  'openGroupDiscussion',
  'openContestComment',
  'openPublicJudge',
  'openGroupJudge',
  'openContestJudge',
  'hideNonContestSubmissionCode',
] as const;

const LIMITS = [
  'defaultSubmitInterval',
  'defaultCreateGroupDailyLimit',
  'defaultCreateGroupLimit',
  'defaultCreateGroupACInitValue',
  'defaultCreateDiscussionDailyLimit',
  'defaultCreateDiscussionACInitValue',
  'defaultCreateCommentACInitValue',
] as const;

/**
 * `/api/admin/switch/info` and `/update`: site switches and limits. The remote-judge account lists are sent
 * back as loaded, so saving here never clears them.
 */
export function SwitchConfigSection() {
  return (
    <ConfigSection<SwitchConfigDTO>
      id="switches"
      queryKey={[getGetAdminSwitchConfigUrl()]}
      load={(signal) => getAdminSwitchConfig({ signal })}
      save={(values) => setAdminSwitchConfig(values)}
      renderForm={({ record, onSubmit, toolbar }) => (
        <SimpleForm record={record} onSubmit={onSubmit} toolbar={toolbar}>
          {SWITCHES.map((field) => (
            <BooleanInput key={field} source={field} label={`hoj.systemConfig.switches.${field}`} />
          ))}
          {LIMITS.map((field) => (
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
