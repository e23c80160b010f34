import { useRef, type ChangeEvent } from 'react';
import { RadioButtonGroupInput, SelectInput, useTranslate } from 'react-admin';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { Alert, Box, Button } from '@mui/material';
import { ProblemType, type JudgeCaseMode } from '@generated/model/index';
import { judgeCaseModeTable, judgeCaseModesFor } from '@hoj/core/domain/problem';
import { needsGroupNumbers, withSpreadScores, type ProblemCaseRow } from '@hoj/core/editor/problemEditor';
import { FormSection } from '@backoffice/common/FormSection';
import { ManualCaseRows, UploadedCaseTable } from './CaseRows';
import { ZipUploadPanel } from './ZipUploadPanel';

const sourceChoices = [
  { id: true, name: 'hoj.problemEditor.cases.fromZip' },
  { id: false, name: 'hoj.problemEditor.cases.byHand' },
];

const toBoolean = (value: unknown) => value === true || value === 'true';

/** The message of a rule about the whole case list (no data at all), wherever the resolver put it. */
function useCasesError(): string | null {
  const { errors } = useFormState({ name: 'cases' });
  const node = errors.cases as { message?: unknown; root?: { message?: unknown } } | undefined;
  const message = node?.message ?? node?.root?.message;
  return typeof message === 'string' && message !== '' ? message : null;
}

/**
 * The test data: uploaded as a zip or typed in by hand (switching keeps the other way's cases aside until it is
 * picked again), how case results combine, and for OI problems the scores with a one-click even spread.
 */
export function TestCasesSection() {
  const translate = useTranslate();
  const { getValues, setValue } = useFormContext();
  const [type, uploaded, mode] = useWatch({ name: ['type', 'isUploadCase', 'judgeCaseMode'] }) as [
    ProblemType,
    boolean,
    JudgeCaseMode,
  ];
  const stash = useRef<Partial<Record<'zip' | 'hand', ProblemCaseRow[]>>>({});
  const casesError = useCasesError();
  const modeChoices = judgeCaseModesFor(type).map((id) => ({ id, name: judgeCaseModeTable[id].labelKey }));

  const switchSource = (event: ChangeEvent<HTMLInputElement>) => {
    const toZip = toBoolean(event.target.value);
    const from = toZip ? 'hand' : 'zip';
    stash.current[from] = getValues('cases') as ProblemCaseRow[];
    setValue('cases', stash.current[toZip ? 'zip' : 'hand'] ?? [], { shouldDirty: true });
  };
  const spread = () => {
    const cases = getValues('cases') as ProblemCaseRow[];
    setValue('cases', withSpreadScores(cases), { shouldDirty: true, shouldValidate: false });
  };

  return (
    <FormSection title="hoj.problemEditor.sections.cases">
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <RadioButtonGroupInput
          source="isUploadCase"
          label="hoj.problemEditor.cases.source"
          choices={sourceChoices}
          parse={toBoolean}
          onChange={switchSource}
          row
        />
        <SelectInput
          source="judgeCaseMode"
          choices={modeChoices}
          isRequired
          helperText={needsGroupNumbers(mode) ? 'hoj.problemEditor.cases.groupsNeeded' : false}
        />
      </Box>
      {uploaded ? <ZipUploadPanel /> : null}
      {uploaded ? <UploadedCaseTable /> : <ManualCaseRows />}
      {type === ProblemType.OI && (
        <Box>
          <Button variant="outlined" onClick={spread}>
            {translate('hoj.problemEditor.cases.spread')}
          </Button>
        </Box>
      )}
      {casesError && (
        <Alert severity="error" role="alert">
          {casesError}
        </Alert>
      )}
    </FormSection>
  );
}
