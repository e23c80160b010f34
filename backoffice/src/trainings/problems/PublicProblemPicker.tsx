import { useId, useState } from 'react';
import { Button, useTranslate } from 'react-admin';
import {
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Button as MuiButton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import SearchIcon from '@mui/icons-material/Search';
import { useQuery } from '@tanstack/react-query';
import { QueryErrorAlert } from '@backoffice/common/QueryErrorAlert';
import { TablePager } from '@backoffice/common/TablePager';
import { usePaging } from '@backoffice/common/usePaging';
import { DisplayIdDialog } from './DisplayIdDialog';
import { candidateProblemsQuery, type CandidateProblem } from './trainingProblemQueries';

/** The picker's page sizes, as the old front end offered them. */
const PICKER_PAGE_SIZES = [10, 30, 50, 100];

/** The candidates: public problems not in the training yet, searched and paged on the server. */
function CandidateTable({
  tid,
  keyword,
  onPick,
}: {
  tid: number;
  keyword: string;
  onPick(p: CandidateProblem): void;
}) {
  const translate = useTranslate();
  const paging = usePaging(PICKER_PAGE_SIZES);
  const { data, error, isPending, isFetching } = useQuery(
    candidateProblemsQuery(tid, keyword, paging.page + 1, paging.limit),
  );
  if (error) return <QueryErrorAlert error={error} />;
  return (
    <>
      {isFetching && <LinearProgress aria-label={translate('ra.page.loading')} />}
      <Table size="small" aria-label={translate('hoj.trainingAdmin.picker.candidates')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('hoj.trainingAdmin.problems.problemId')}</TableCell>
            <TableCell>{translate('hoj.trainingAdmin.problems.title')}</TableCell>
            <TableCell>{translate('hoj.trainingAdmin.picker.author')}</TableCell>
            <TableCell>{translate('hoj.trainingAdmin.problems.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {(data?.rows ?? []).map((problem) => (
            <TableRow key={problem.id}>
              <TableCell>{problem.problemId}</TableCell>
              <TableCell>{problem.title}</TableCell>
              <TableCell>{problem.author}</TableCell>
              <TableCell>
                <MuiButton
                  size="small"
                  startIcon={<AddIcon />}
                  onClick={() => onPick(problem)}
                  aria-label={translate('hoj.trainingAdmin.picker.addNamed', {
                    label: problem.problemId,
                    title: problem.title,
                  })}
                >
                  {translate('hoj.trainingAdmin.picker.add')}
                </MuiButton>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {!isPending && data?.rows.length === 0 && (
        <Typography sx={{ p: 2 }} color="text.secondary">
          {translate('hoj.trainingAdmin.picker.none')}
        </Typography>
      )}
      <TablePager paging={paging} total={data?.total ?? 0} />
    </>
  );
}

/**
 * "Add from the public bank": a dialog over the public problems not in the training yet, searched by title,
 * display id or author, each added under the label the admin confirms. The dialog stays open, so several
 * problems can be added in a row; each one added leaves the candidates.
 */
export function PublicProblemPicker({ tid }: { tid: number }) {
  const translate = useTranslate();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const [picked, setPicked] = useState<CandidateProblem | null>(null);
  return (
    <>
      <Button label="hoj.trainingAdmin.picker.open" onClick={() => setOpen(true)}>
        <AddIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} fullWidth maxWidth="md">
        <DialogTitle id={titleId}>{translate('hoj.trainingAdmin.picker.title')}</DialogTitle>
        <DialogContent>
          <Stack
            component="form"
            role="search"
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center', my: 1 }}
            onSubmit={(event) => {
              event.preventDefault();
              setKeyword(typed.trim());
            }}
          >
            <TextField
              size="small"
              label={translate('hoj.trainingAdmin.picker.search')}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              sx={{ flexGrow: 1 }}
            />
            <MuiButton type="submit" variant="outlined" startIcon={<SearchIcon />}>
              {translate('hoj.trainingAdmin.picker.searchButton')}
            </MuiButton>
          </Stack>
          {open && <CandidateTable key={keyword} tid={tid} keyword={keyword} onPick={setPicked} />}
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={() => setOpen(false)}>{translate('ra.action.close')}</MuiButton>
        </DialogActions>
      </Dialog>
      {picked && <DisplayIdDialog tid={tid} problem={picked} onClose={() => setPicked(null)} />}
    </>
  );
}
