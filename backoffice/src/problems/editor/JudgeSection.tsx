import { RadioButtonGroupInput, SelectInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { Alert } from '@mui/material';
import { JudgeMode } from '@generated/model/index';
import { judgeModeTable } from '@hoj/core/domain/problem';
import { FormSection } from '@backoffice/common/FormSection';
import { ExtraFilesInput } from './ExtraFilesInput';
import { JudgeCodeInput } from './JudgeCodeInput';
import { useLanguageChoices } from './useEditorChoices';

const modeChoices = Object.values(JudgeMode).map((id) => ({ id, name: judgeModeTable[id].labelKey }));

/** The judge program's language: the languages a judge server can build judges in, plus the current one. */
function SpjLanguageInput({ pid, current }: { pid: number | null; current: string }) {
  const languages = useLanguageChoices(pid);
  const names = (languages.data ?? [])
    .filter((language) => language.isSpj === true)
    .map((language) => language.name ?? '')
    .filter((name) => name !== '');
  const choices = [...new Set([...names, ...(current ? [current] : [])])].map((name) => ({ id: name, name }));
  return <SelectInput source="spjLanguage" choices={choices} translateChoice={false} isRequired />;
}

/**
 * How answers are checked: against the expected output, by a special judge, or by an interactive judge
 * talking to the program. Each mode says what it means; the two judge modes need their program, compiled on a
 * judge server before the problem is saved, and may ship extra files beside it.
 */
export function JudgeSection() {
  const translate = useTranslate();
  const [id, judgeMode, spjLanguage] = useWatch({ name: ['id', 'judgeMode', 'spjLanguage'] }) as [
    number | null,
    JudgeMode,
    string,
  ];
  const special = judgeMode === JudgeMode.SPJ || judgeMode === JudgeMode.INTERACTIVE;
  return (
    <FormSection title="hoj.problemEditor.sections.judge">
      <RadioButtonGroupInput source="judgeMode" choices={modeChoices} row />
      <Alert severity="info">{translate(`hoj.problemEditor.judge.explain.${judgeMode}`)}</Alert>
      {special && (
        <>
          <SpjLanguageInput pid={id} current={spjLanguage} />
          <JudgeCodeInput />
          <ExtraFilesInput source="judgeExtraFile" />
        </>
      )}
      <ExtraFilesInput source="userExtraFile" />
    </FormSection>
  );
}
