import { BooleanInput, PasswordInput, SimpleForm, TextInput } from 'react-admin';
import { getAdminSmsConfig, getGetAdminSmsConfigUrl, setAdminSmsConfig } from '@generated/api/ext/ext';
import type { SmsConfigDTO } from '@generated/model/index';
import type { HojRequestInit } from '@hoj/core/http/hojFetch';
import { ConfigSection } from './ConfigSection';
import { requiredTextRules } from './validation';

/**
 * Extension `get-sms-config` / `set-sms-config`. The secret arrives masked (`******`); the form sends the mask
 * back untouched, which the server reads as "keep the stored secret", so only an edited secret replaces it.
 * A stock HOJ server answers 404: the section then says so instead of showing a form.
 */
export function SmsConfigSection() {
  return (
    <ConfigSection<SmsConfigDTO>
      id="sms"
      queryKey={[getGetAdminSmsConfigUrl()]}
      load={(signal) => {
        // A missing extension is an expected answer, not an error to report.
        const init: HojRequestInit = { signal, silent: true };
        return getAdminSmsConfig(init);
      }}
      save={(values) => setAdminSmsConfig(values)}
      unsupportedText="hoj.systemConfig.sms.unsupported"
      renderForm={(form) => (
        <SimpleForm {...form}>
          <BooleanInput source="enabled" label="hoj.systemConfig.sms.enabled" />
          <TextInput
            source="accessKeyId"
            label="hoj.systemConfig.sms.accessKeyId"
            validate={requiredTextRules}
          />
          <PasswordInput
            source="accessKeySecret"
            label="hoj.systemConfig.sms.accessKeySecret"
            helperText="hoj.systemConfig.sms.accessKeySecretHelp"
          />
          <TextInput source="signName" label="hoj.systemConfig.sms.signName" validate={requiredTextRules} />
          <TextInput
            source="templateCode"
            label="hoj.systemConfig.sms.templateCode"
            validate={requiredTextRules}
          />
        </SimpleForm>
      )}
    />
  );
}
