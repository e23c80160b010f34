import { BooleanInput, SimpleForm, TextInput } from 'react-admin';
import {
  getAdminWebConfig,
  getGetAdminWebConfigUrl,
  setAdminWebConfig,
} from '@generated/api/admin-config/admin-config';
import type { WebConfigDTO } from '@generated/model/index';
import { ConfigSection } from './ConfigSection';
import { webRules } from './validation';

const TEXT_FIELDS = [
  'name',
  'shortName',
  'description',
  'baseUrl',
  'recordName',
  'recordUrl',
  'projectName',
  'projectUrl',
] as const;

/** `get-web-config` / `set-web-config`: names, description, footer record and project links, registration. */
export function WebsiteConfigSection() {
  return (
    <ConfigSection<WebConfigDTO>
      id="website"
      queryKey={[getGetAdminWebConfigUrl()]}
      load={(signal) => getAdminWebConfig({ signal })}
      save={(values) => setAdminWebConfig(values)}
      renderForm={(form) => (
        <SimpleForm {...form}>
          {TEXT_FIELDS.map((field) => (
            <TextInput
              key={field}
              source={field}
              label={`hoj.systemConfig.website.${field}`}
              validate={webRules[field]}
              multiline={field === 'description'}
              fullWidth
            />
          ))}
          <BooleanInput source="register" label="hoj.systemConfig.website.register" />
        </SimpleForm>
      )}
    />
  );
}
