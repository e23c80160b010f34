import { BooleanInput, NumberInput, PasswordInput, SimpleForm, TextInput } from 'react-admin';
import {
  getAdminEmailConfig,
  getGetAdminEmailConfigUrl,
  setAdminEmailConfig,
} from '@generated/api/admin-config/admin-config';
import type { EmailConfigDTO } from '@generated/model/index';
import { ConfigSection } from './ConfigSection';
import { TestEmailForm } from './TestEmailForm';
import { emailRules, hostRules, optionalUrlRules, portRules } from './validation';

/**
 * `get-email-config` / `set-email-config`: the SMTP server. HOJ answers the stored password in clear and keeps
 * it when an empty one is sent, so the field is a plain password input. The test mail sits below the form: it
 * goes through the settings the server holds, so it checks what was saved, not what is being typed.
 */
export function EmailConfigSection() {
  return (
    <ConfigSection<EmailConfigDTO>
      id="email"
      queryKey={[getGetAdminEmailConfigUrl()]}
      load={(signal) => getAdminEmailConfig({ signal })}
      save={(values) => setAdminEmailConfig(values)}
      renderForm={(form) => (
        <>
          <SimpleForm {...form}>
            <TextInput source="emailHost" label="hoj.systemConfig.email.emailHost" validate={hostRules} />
            <NumberInput
              source="emailPort"
              label="hoj.systemConfig.email.emailPort"
              validate={portRules}
              min={1}
              max={65535}
              step={1}
            />
            <TextInput
              source="emailUsername"
              label="hoj.systemConfig.email.emailUsername"
              helperText="hoj.systemConfig.email.emailUsernameHelp"
              validate={emailRules}
            />
            <PasswordInput source="emailPassword" label="hoj.systemConfig.email.emailPassword" />
            <BooleanInput source="emailSsl" label="hoj.systemConfig.email.emailSsl" />
            <TextInput
              source="emailBGImg"
              label="hoj.systemConfig.email.emailBGImg"
              validate={optionalUrlRules}
              fullWidth
            />
          </SimpleForm>
          <TestEmailForm />
        </>
      )}
    />
  );
}
