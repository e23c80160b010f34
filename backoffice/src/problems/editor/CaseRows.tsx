import { TextInput, useTranslate } from 'react-admin';
import { useFieldArray, useWatch } from 'react-hook-form';
import {
  Box,
  Button,
  IconButton,
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
import DeleteIcon from '@mui/icons-material/Delete';
import { ProblemType, type JudgeCaseMode } from '@generated/model/index';
import { needsGroupNumbers, type ProblemCaseRow } from '@hoj/core/editor/problemEditor';
import { CaseNumbers } from './CaseNumbers';
import { keepText, plainTextArea } from './formValues';

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
          <Paper key={field.id} variant="outlined" sx={{ p: 2 }}>
            <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
              <Typography variant="subtitle2" component="h3">
                {translate('hoj.problemEditor.cases.case', { n })}
              </Typography>
              <IconButton
                aria-label={translate('hoj.problemEditor.cases.remove', { n })}
                onClick={() => remove(index)}
              >
                <DeleteIcon />
              </IconButton>
            </Stack>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
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
            </Box>
            <Stack direction="row" spacing={2}>
              <CaseNumbers index={index} scored={scored} grouped={grouped} />
            </Stack>
          </Paper>
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
