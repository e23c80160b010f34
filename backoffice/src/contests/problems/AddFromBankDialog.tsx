import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import {
  addAdminContestProblemFromPublic,
  getAdminContestProblem,
  setAdminContestProblem,
} from '@generated/api/admin-contest/admin-contest';
import type { Problem } from '@generated/model/index';
import { QueryErrorAlert } from '@backoffice/common/QueryErrorAlert';
import { TablePager } from '@backoffice/common/TablePager';
import { useApiMutation } from '@backoffice/common/useApiMutation';
import { usePaging } from '@backoffice/common/usePaging';
import { BalloonColourField } from './BalloonColourField';
import { bankQuery } from './contestProblemQueries';

/** The picker's page sizes: a contest is put together from a short search, or by paging a long list. */
const BANK_PAGE_SIZES = [10, 30, 50, 100];
const DEFAULT_BALLOON = '#3498db';

interface AddFromBankDialogProps {
  cid: number;
  /** The contest's rule: the bank offers problems of the same type. */
  problemType: number;
  suggestedId: string;
  onClose(): void;
}

interface Choice {
  problem: Problem;
  displayId: string;
  color: string;
}

/**
 * Picks public problems for the contest: search by id or title, page through the candidates, then give the
 * chosen one its label and balloon colour. The dialog stays open so several problems can be added in a row.
 */
export function AddFromBankDialog({ cid, problemType, suggestedId, onClose }: AddFromBankDialogProps) {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState('');
  const [keyword, setKeyword] = useState('');
  const paging = usePaging(BANK_PAGE_SIZES);
  const [choice, setChoice] = useState<Choice | null>(null);
  const bank = useQuery({
    ...bankQuery({ cid, problemType, keyword, page: paging.page + 1, limit: paging.limit }),
    placeholderData: keepPreviousData,
  });
  // Problems this dialog added whose colour was not saved yet. Adding takes a label only and the colour is
  // the link's own setting, a second call; if that fails the problem IS in the contest, so a retry resumes
  // with the colour rather than adding again (HOJ would refuse "already added"). Undoing the add is no option:
  // HOJ's add also turns the problem contest-only, which removing the link does not give back.
  const [uncoloured] = useState(() => new Set<number>());
  const add = useApiMutation({
    mutationFn: async ({ problem, displayId, color }: Choice) => {
      const pid = problem.id as number;
      if (!uncoloured.has(pid)) {
        await addAdminContestProblemFromPublic({ cid, pid, displayId });
        uncoloured.add(pid);
      }
      // The colour goes to the link by its id: HOJ's save without an id would insert a second link.
      const link = await getAdminContestProblem({ cid, pid });
      await setAdminContestProblem({ id: link.id, color });
      uncoloured.delete(pid);
    },
    success: (_data, { problem, displayId }) => ({
      message: 'hoj.contests.problems.bank.added',
      messageArgs: { problemId: problem.problemId ?? problem.id, displayId },
    }),
    showError: 'inPlace',
    onSuccess: () => setChoice(null),
  });
  // The contest's list is read again whatever happened: a half-done add has put the problem there.
  const settle = (choice: Choice) =>
    add.mutate(choice, {
      onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'contest', cid] }),
    });
  const colourPending = choice !== null && uncoloured.has(choice.problem.id as number);
  const search = (event: FormEvent) => {
    event.preventDefault();
    setKeyword(draft);
    paging.restart();
  };
  const records = bank.data?.records ?? [];
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="bank-title">
      <DialogTitle id="bank-title">{translate('hoj.contests.problems.bank.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{translate('hoj.contests.problems.bank.intro')}</DialogContentText>
        <Box component="form" role="search" onSubmit={search} sx={{ mb: 1 }}>
          <TextField
            size="small"
            type="search"
            label={translate('hoj.contests.problems.bank.search')}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          />
        </Box>
        {bank.isError && <QueryErrorAlert error={bank.error} />}
        <Table size="small" aria-label={translate('hoj.contests.problems.bank.tableLabel')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('hoj.contests.problems.problemId')}</TableCell>
              <TableCell>{translate('hoj.contests.problems.displayTitle')}</TableCell>
              <TableCell>{translate('hoj.contests.problems.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {records.map((problem) => (
              <TableRow key={problem.id} selected={choice?.problem.id === problem.id}>
                <TableCell>{problem.problemId}</TableCell>
                <TableCell>{problem.title}</TableCell>
                <TableCell>
                  <Button
                    size="small"
                    aria-label={translate('hoj.contests.problems.bank.add', {
                      problemId: problem.problemId ?? '',
                    })}
                    onClick={() => setChoice({ problem, displayId: suggestedId, color: DEFAULT_BALLOON })}
                  >
                    {translate('hoj.contests.problems.bank.confirm')}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        {bank.isSuccess && records.length === 0 && (
          <Typography role="status" color="text.secondary" sx={{ p: 2 }}>
            {translate('hoj.contests.problems.bank.empty')}
          </Typography>
        )}
        <TablePager paging={paging} total={bank.data?.total ?? 0} />
        {choice && (
          <Stack
            component="section"
            aria-label={translate('hoj.contests.problems.bank.choose', {
              problemId: choice.problem.problemId ?? '',
              title: choice.problem.title ?? '',
            })}
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ mt: 2, alignItems: { sm: 'center' } }}
          >
            <Typography sx={{ fontWeight: 600 }}>
              {choice.problem.problemId} {choice.problem.title}
            </Typography>
            <TextField
              size="small"
              required
              label={translate('hoj.contests.problems.displayId')}
              value={choice.displayId}
              onChange={(event) => setChoice({ ...choice, displayId: event.target.value })}
            />
            <BalloonColourField value={choice.color} onChange={(color) => setChoice({ ...choice, color })} />
            <Button
              variant="contained"
              disabled={add.isPending || choice.displayId.trim() === ''}
              onClick={() => settle({ ...choice, displayId: choice.displayId.trim() })}
            >
              {translate('hoj.contests.problems.bank.confirm')}
            </Button>
          </Stack>
        )}
        {add.errorText && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {add.errorText}
            {colourPending && ` ${translate('hoj.contests.problems.bank.colourPending')}`}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
