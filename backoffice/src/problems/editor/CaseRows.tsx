import { TextInput, useTranslate } from 'react-admin';
import { useFieldArray, useWatch } from 'react-hook-form';
import {
  Box,
  Button,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { ProblemType, type JudgeCaseMode } from '@generated/model/index';
import { needsGroupNumbers, type ProblemCaseRow } from '@hoj/core/editor/problemEditor';
import { CaseNumbers } from './CaseNumbers';
import { keepText, plainTextArea } from './formValues';
import { RemovableRow } from './RemovableRow';

function useCaseColumns() {
  const [type, mode] = useWatch({ name: ['type', 'judgeCaseMode'] }) as [ProblemType, JudgeCaseMode];
  return { scored: type === ProblemType.OI, grouped: needsGroupNumbers(mode) };
}

/** Uploaded data: the files the server found, each with its score and group where those apply. */
export function UploadedCaseTable() {
  const translate = useTranslate();
  const { fields } = useFieldArray({ name: 'cases' });
  const { scored, grouped } = useCaseColumns();
  const rows = fields as unknown as (ProblemCaseRow & { id: string })[];
  if (rows.length === 0) {
    return (
      <Typography color="text.secondary">{translate('hoj.problemEditor.cases.noneUploaded')}</Typography>
    );
  }
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ maxHeight: 480 }}>
      <Table size="small" stickyHeader aria-label={translate('hoj.problemEditor.cases.uploadedTable')}>
        <TableHead>
          <TableRow>
            <TableCell>#</TableCell>
            <TableCell>{translate('hoj.problemEditor.cases.inputFile')}</TableCell>
            <TableCell>{translate('hoj.problemEditor.cases.outputFile')}</TableCell>
            {(scored || grouped) && <TableCell>{translate('hoj.problemEditor.cases.numbers')}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, index) => (
            <TableRow key={row.id}>
              <TableCell>{index + 1}</TableCell>
              <TableCell sx={{ fontFamily: 'monospace' }}>{row.input}</TableCell>
              <TableCell sx={{ fontFamily: 'monospace' }}>{row.output}</TableCell>
              {(scored || grouped) && (
                <TableCell>
                  <Stack direction="row" spacing={1}>
                    <CaseNumbers index={index} scored={scored} grouped={grouped} />
                  </Stack>
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

const EMPTY_CASE: ProblemCaseRow = { input: '', output: '', score: null, groupNum: null };

/** Cases typed in by hand: input and expected output, plus score and group where those apply. */
export function ManualCaseRows() {
  const translate = useTranslate();
  const { fields, append, remove } = useFieldArray({ name: 'cases' });
  const { scored, grouped } = useCaseColumns();
  return (
    <Stack spacing={2}>
      {fields.map((field, index) => {
        const n = index + 1;
        return (
          <RemovableRow
            key={field.id}
            title={translate('hoj.problemEditor.cases.case', { n })}
            removeLabel={translate('hoj.problemEditor.cases.remove', { n })}
            onRemove={() => remove(index)}
            footer={
              <Stack direction="row" spacing={2}>
                <CaseNumbers index={index} scored={scored} grouped={grouped} />
              </Stack>
            }
          >
            <TextInput
              source={`cases.${index}.input`}
              label={translate('hoj.problemEditor.cases.inputOf', { n })}
              parse={keepText}
              helperText={false}
              {...plainTextArea(3, { fontFamily: 'monospace' })}
            />
            <TextInput
              source={`cases.${index}.output`}
              label={translate('hoj.problemEditor.cases.outputOf', { n })}
              parse={keepText}
              helperText={false}
              {...plainTextArea(3, { fontFamily: 'monospace' })}
            />
          </RemovableRow>
        );
      })}
      <Box>
        <Button startIcon={<AddIcon />} onClick={() => append({ ...EMPTY_CASE, score: scored ? 0 : null })}>
          {translate('hoj.problemEditor.cases.add')}
        </Button>
      </Box>
    </Stack>
  );
}
