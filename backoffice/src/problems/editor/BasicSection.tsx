import type { ChangeEvent } from 'react';
import {
  BooleanInput,
  NumberInput,
  RadioButtonGroupInput,
  SelectInput,
  TextInput,
  useTranslate,
} from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { Box, Typography } from '@mui/material';
import { ProblemAuth, ProblemDifficulty, ProblemType } from '@generated/model/index';
import type { JudgeCaseMode } from '@generated/model/index';
import {
  judgeCaseModesFor,
  problemAuthTable,
  problemDifficultyTable,
  problemTypeTable,
} from '@hoj/core/domain/problem';
import { withSpreadScores, type ProblemCaseRow } from '@hoj/core/editor/problemEditor';
import { FormSection } from '@backoffice/common/FormSection';
import { keepText } from './formValues';

const difficultyChoices = Object.values(ProblemDifficulty).map((id) => ({
  id,
  name: problemDifficultyTable[id].labelKey,
}));
const typeChoices = Object.values(ProblemType).map((id) => ({ id, name: problemTypeTable[id].labelKey }));
const authChoice = (id: ProblemAuth, disabled = false) => ({
  id,
  name: problemAuthTable[id].labelKey,
  disabled,
});

/**
 * Contest-only visibility is chosen inside a contest only. Outside, a problem that has it still shows it (the
 * select must name the stored value) but it cannot be picked.
 */
function authChoicesFor(inContest: boolean) {
  return [
    authChoice(ProblemAuth.PUBLIC),
    authChoice(ProblemAuth.PRIVATE),
    authChoice(ProblemAuth.CONTEST, !inContest),
  ];
}

/** Radio groups hand over the option's text; the form keeps the numbers the contract has. */
const toNumber = (value: unknown) => (value === '' || value === null ? value : Number(value));

/**
 * Switching to OI spreads 100 points over the cases at once (the remainder to the last ones), as the judge
 * needs a score per case; a case mode the new type does not allow falls back to the default one.
 */
function TypeInput({ locked }: { locked: boolean }) {
  const { getValues, setValue } = useFormContext();
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const type = Number(event.target.value) as ProblemType;
    const options = { shouldDirty: true, shouldValidate: false } as const;
    if (type === ProblemType.OI) {
      const cases = (getValues('cases') as ProblemCaseRow[] | undefined) ?? [];
      if (cases.length > 0) setValue('cases', withSpreadScores(cases), options);
    }
    const mode = getValues('judgeCaseMode') as JudgeCaseMode;
    const allowed = judgeCaseModesFor(type);
    if (!allowed.includes(mode) && allowed[0]) setValue('judgeCaseMode', allowed[0], options);
  };
  return (
    <RadioButtonGroupInput
      source="type"
      choices={typeChoices}
      parse={toNumber}
      onChange={onChange}
      row
      disabled={locked}
      helperText={locked ? 'hoj.problemEditor.typeFromContest' : undefined}
    />
  );
}

const row = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } } as const;

interface BasicSectionProps {
  /** Opened from a contest: the rule is the contest's (HOJ's editor locks it there) */
  inContest?: boolean;
  /** A new problem made for one contest: it is contest-only, so there is no visibility to choose */
  contestOnly?: boolean;
}

/** Display id, title, limits, difficulty, type, visibility and code sharing. */
export function BasicSection({ inContest = false, contestOnly = false }: BasicSectionProps) {
  const translate = useTranslate();
  return (
    <FormSection title="hoj.problemEditor.sections.basic">
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 2fr' } }}>
        <TextInput
          source="problemId"
          parse={keepText}
          isRequired
          helperText="hoj.problemEditor.problemIdHint"
        />
        <TextInput source="title" parse={keepText} isRequired />
      </Box>
      <Box sx={row}>
        <NumberInput source="timeLimit" isRequired min={1} step={100} />
        <NumberInput source="memoryLimit" isRequired min={1} />
        <NumberInput source="stackLimit" isRequired min={1} />
      </Box>
      <Box sx={row}>
        <SelectInput source="difficulty" choices={difficultyChoices} isRequired />
        {contestOnly ? (
          <Typography color="text.secondary" sx={{ alignSelf: 'center' }}>
            {translate('hoj.problemEditor.contestOnlyAuth')}
          </Typography>
        ) : (
          <SelectInput source="auth" choices={authChoicesFor(inContest)} isRequired />
        )}
        <TypeInput locked={inContest} />
      </Box>
      <BooleanInput source="codeShare" />
    </FormSection>
  );
}
