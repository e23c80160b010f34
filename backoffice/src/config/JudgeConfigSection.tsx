import {
  ArrayInput,
  NumberInput,
  PasswordInput,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
  useTranslate,
  type Validator,
} from 'react-admin';
import { requiredField } from '@backoffice/common/validators';
import { Box, Typography } from '@mui/material';
import { BrokenSettingsAlert } from './BrokenSettingsAlert';
import { ConfigSection } from './ConfigSection';
import {
  FEATURE_SWITCHES,
  REMOTE_OJS,
  accountsOf,
  listsOf,
  loadSwitchConfig,
  saveSwitchFields,
  switchConfigQueryKey,
  type RemoteAccount,
  type RemoteAccounts,
  type RemoteOj,
  type WithBroken,
} from './switchConfig';
import { countRules } from './validation';

type JudgeSettings = WithBroken<{
  defaultSubmitInterval: number;
  accounts: RemoteAccounts;
}>;

/** Proper names, the same in every language. */
const OJ_NAMES: Record<RemoteOj, string> = {
  hdu: 'HDU',
  cf: 'Codeforces',
  poj: 'POJ',
  atcoder: 'AtCoder',
  spoj: 'SPOJ',
  libreoj: 'LibreOJ',
};

/** The remote judge logs in with these: one account twice would only make two submissions collide. */
const noDuplicateAccounts: Validator = (rows: RemoteAccount[] | undefined) => {
  const seen = new Set<string>();
  for (const row of rows ?? []) {
    const name = row.username.trim();
    if (name !== '' && seen.has(name)) return 'hoj.systemConfig.judge.duplicate';
    seen.add(name);
  }
  return undefined;
};

const filled = requiredField();

function AccountList({ oj }: { oj: RemoteOj }) {
  const translate = useTranslate();
  const headingId = `judge-accounts-${oj}`;
  return (
    <Box role="group" aria-labelledby={headingId} sx={{ width: '100%', mt: 2 }}>
      <Typography variant="subtitle1" component="h3" id={headingId}>
        {translate('hoj.systemConfig.judge.accounts', { oj: OJ_NAMES[oj] })}
      </Typography>
      <ArrayInput source={`accounts.${oj}`} label={false} validate={noDuplicateAccounts}>
        <SimpleFormIterator inline disableReordering disableClear resource="systemConfig">
          <TextInput
            source="username"
            label="hoj.systemConfig.judge.username"
            validate={filled}
            helperText={false}
          />
          <PasswordInput
            source="password"
            label="hoj.systemConfig.judge.password"
            validate={filled}
            helperText={false}
          />
        </SimpleFormIterator>
      </ArrayInput>
    </Box>
  );
}

/**
 * Judging limits and the accounts HOJ signs in with on remote judges (hoj-vue keeps them on the switch page; here
 * they sit with the other judging settings, under system config → judge).
 */
export function JudgeConfigSection() {
  const translate = useTranslate();
  return (
    <ConfigSection<JudgeSettings>
      id="judge"
      queryKey={switchConfigQueryKey('judge')}
      load={async (signal) => {
        const { config, broken } = await loadSwitchConfig(signal);
        return {
          defaultSubmitInterval: config.defaultSubmitInterval ?? 0,
          accounts: accountsOf(config),
          brokenSettings: broken.filter((setting) => !FEATURE_SWITCHES.includes(setting.field as never)),
        };
      }}
      save={(values) =>
        saveSwitchFields({ defaultSubmitInterval: values.defaultSubmitInterval, ...listsOf(values.accounts) })
      }
      renderForm={(form, data) => (
        <SimpleForm {...form}>
          <BrokenSettingsAlert settings={data.brokenSettings} />
          <NumberInput
            source="defaultSubmitInterval"
            label="hoj.systemConfig.switches.defaultSubmitInterval"
            helperText="hoj.systemConfig.judge.intervalHelp"
            validate={countRules}
            min={0}
            step={1}
          />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {translate('hoj.systemConfig.judge.accountsHelp')}
          </Typography>
          {REMOTE_OJS.map((oj) => (
            <AccountList key={oj} oj={oj} />
          ))}
        </SimpleForm>
      )}
    />
  );
}
