import { BooleanInput, RadioButtonGroupInput, TextInput, useRecordContext } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { ContestAuth, ContestType, OIRankScoreType, RankShowName } from '@generated/model/index';
import { contestAuthTable, contestTypeTable } from '@hoj/core/domain/contest';
import { FormSection } from '@backoffice/common/FormSection';
import type { ContestEditorRecord } from '../contestResource';
import { asNumber, keepText } from './formValues';

const typeChoices = Object.values(ContestType).map((type) => ({
  id: type,
  name: contestTypeTable[type].short,
}));
const authChoices = Object.values(ContestAuth).map((auth) => ({
  id: auth,
  name: contestAuthTable[auth].labelKey,
}));
const rankNameChoices = Object.values(RankShowName).map((name) => ({
  id: name,
  name: `hoj.contests.editor.rankShowName.${name}`,
}));
const scoreChoices = Object.values(OIRankScoreType).map((kind) => ({
  id: kind,
  name: `hoj.contests.editor.oiRankScoreType.${kind}`,
}));

/**
 * The rule (fixed once the contest exists: its board and every score follow it) and who may enter: a password
 * for private and protected contests.
 */
const lockedReadable = {
  '& .Mui-disabled:not(.MuiRadio-root)': { color: 'text.secondary' },
} as const;

export function RulesSection() {
  const record = useRecordContext<ContestEditorRecord>();
  const editing = typeof record?.id === 'number';
  const auth = useWatch({ name: 'auth' }) as ContestAuth;
  return (
    <FormSection title="hoj.contests.editor.sections.rules">
      <RadioButtonGroupInput
        source="type"
        parse={asNumber}
        choices={typeChoices}
        translateChoice={false}
        disabled={editing}
        helperText={editing ? 'hoj.contests.editor.typeLocked' : false}
        // Locked, not unavailable: the rule and why it is fixed must stay readable (MUI greys disabled text to 2.7:1).
        sx={lockedReadable}
      />
      <RadioButtonGroupInput source="auth" parse={asNumber} choices={authChoices} />
      {auth !== ContestAuth.PUBLIC && (
        <TextInput source="pwd" parse={keepText} isRequired helperText="hoj.contests.editor.passwordHint" />
      )}
    </FormSection>
  );
}

/** How the rank reads and what contestants may do around it. */
export function BoardSection() {
  const type = useWatch({ name: 'type' }) as ContestType;
  return (
    <FormSection title="hoj.contests.editor.sections.board">
      {type === ContestType.OI && <RadioButtonGroupInput source="oiRankScoreType" choices={scoreChoices} />}
      <RadioButtonGroupInput source="rankShowName" choices={rankNameChoices} />
      <BooleanInput source="openRank" helperText={false} />
      <BooleanInput source="openPrint" helperText={false} />
      <BooleanInput source="allowEndSubmit" helperText={false} />
      <BooleanInput source="visible" helperText={false} />
    </FormSection>
  );
}
