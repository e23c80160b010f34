import { SelectInput, TextInput } from 'react-admin';
import { ProblemAuth } from '@generated/model/index';
import { problemAuthTable } from '@hoj/core/domain/problem';
import { OWN_BANK, REMOTE_JUDGES } from '../problemListQuery';

const bankChoices = [
  { id: OWN_BANK, name: 'hoj.problemAdmin.bank.mine' },
  ...REMOTE_JUDGES.map((code) => ({ id: code, name: `hoj.problemAdmin.judges.${code}` })),
];

const authChoices = Object.values(ProblemAuth).map((auth) => ({
  id: auth,
  name: problemAuthTable[auth].labelKey,
}));

/** Free text (title, display id or author), the bank (the site's own or one remote judge's) and visibility. */
export const problemFilters = [
  <TextInput key="q" source="q" alwaysOn resettable />,
  <SelectInput key="oj" source="oj" choices={bankChoices} alwaysOn emptyText="hoj.problemAdmin.bank.all" />,
  <SelectInput
    key="auth"
    source="auth"
    choices={authChoices}
    alwaysOn
    emptyText="hoj.problemAdmin.anyAuth"
  />,
];
