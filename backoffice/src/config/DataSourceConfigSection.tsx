import { NumberInput, PasswordInput, SimpleForm, TextInput } from 'react-admin';
import {
  getAdminDBAndRedisConfig,
  getGetAdminDBAndRedisConfigUrl,
  setAdminDBAndRedisConfig,
} from '@generated/api/admin-config/admin-config';
import type { DBAndRedisConfigDTO } from '@generated/model/index';
import { ConfigSection } from './ConfigSection';
import { hostRules, portRules, requiredTextRules } from './validation';

const portInput = (source: 'dbPort' | 'redisPort') => (
  <NumberInput
    source={source}
    label={`hoj.systemConfig.dataSource.${source}`}
    validate={portRules}
    min={1}
    max={65535}
    step={1}
  />
);

/**
 * `get-db-and-redis-config` / `set-db-and-redis-config`: where the backend finds MySQL and Redis. HOJ keeps a
 * stored value for every field left empty, so the passwords need not be retyped.
 */
export function DataSourceConfigSection() {
  return (
    <ConfigSection<DBAndRedisConfigDTO>
      id="dataSource"
      queryKey={[getGetAdminDBAndRedisConfigUrl()]}
      load={(signal) => getAdminDBAndRedisConfig({ signal })}
      save={(values) => setAdminDBAndRedisConfig(values)}
      renderForm={(form) => (
        <SimpleForm {...form}>
          <TextInput source="dbHost" label="hoj.systemConfig.dataSource.dbHost" validate={hostRules} />
          {portInput('dbPort')}
          <TextInput
            source="dbName"
            label="hoj.systemConfig.dataSource.dbName"
            validate={requiredTextRules}
          />
          <TextInput
            source="dbUsername"
            label="hoj.systemConfig.dataSource.dbUsername"
            validate={requiredTextRules}
          />
          <PasswordInput source="dbPassword" label="hoj.systemConfig.dataSource.dbPassword" />
          <TextInput source="redisHost" label="hoj.systemConfig.dataSource.redisHost" validate={hostRules} />
          {portInput('redisPort')}
          <PasswordInput source="redisPassword" label="hoj.systemConfig.dataSource.redisPassword" />
        </SimpleForm>
      )}
    />
  );
}
