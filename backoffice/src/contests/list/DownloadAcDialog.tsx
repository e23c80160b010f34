import { useState } from 'react';
import { useTranslate } from 'react-admin';
import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
} from '@mui/material';
import { getDownloadContestACSubmissionUrl } from '@generated/api/file/file';
import { DownloadContestACSubmissionSplitType as SplitType } from '@generated/model/index';
import { datedFileName } from '@backoffice/common/fileNames';
import { useApiMutation } from '@backoffice/common/useApiMutation';

interface DownloadRequest {
  cid: number;
  excludeAdmin: boolean;
  splitType: SplitType;
}

/** The zip, saved under a name that says what it holds (the server names it after the clock). */
async function downloadAccepted({ cid, excludeAdmin, splitType }: DownloadRequest): Promise<string> {
  const { downloadFile, saveBlob } = await import('@hoj/core/http/download');
  const { blob } = await downloadFile(getDownloadContestACSubmissionUrl({ cid, excludeAdmin, splitType }));
  const filename = datedFileName(`contest-${cid}-accepted-code`, 'zip');
  saveBlob(blob, filename);
  return filename;
}

interface DownloadAcDialogProps {
  cid: number;
  title: string;
  open: boolean;
  onClose(): void;
}

/** Asks how to pack a contest's accepted code (admins in or out, folders by user or by problem), then saves it. */
export function DownloadAcDialog({ cid, title, open, onClose }: DownloadAcDialogProps) {
  const translate = useTranslate();
  const [excludeAdmin, setExcludeAdmin] = useState(true);
  const [splitType, setSplitType] = useState<SplitType>(SplitType.user);
  const download = useApiMutation({
    mutationFn: downloadAccepted,
    success: (name) => ({ message: 'hoj.contests.download.downloaded', messageArgs: { name } }),
    showError: 'inPlace',
    onSuccess: onClose,
  });
  const splitLabel = 'download-ac-split';
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="download-ac-title"
      onClick={(e) => e.stopPropagation()}
    >
      <DialogTitle id="download-ac-title">{translate('hoj.contests.download.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('hoj.contests.download.intro', { title })}</DialogContentText>
        <FormControlLabel
          control={
            <Checkbox checked={excludeAdmin} onChange={(event) => setExcludeAdmin(event.target.checked)} />
          }
          label={translate('hoj.contests.download.excludeAdmin')}
        />
        <FormControl component="fieldset" sx={{ display: 'block', mt: 1 }}>
          <FormLabel id={splitLabel}>{translate('hoj.contests.download.splitType')}</FormLabel>
          <RadioGroup
            aria-labelledby={splitLabel}
            value={splitType}
            onChange={(event) =>
              setSplitType(event.target.value === 'problem' ? SplitType.problem : SplitType.user)
            }
          >
            <FormControlLabel
              value={SplitType.user}
              control={<Radio />}
              label={translate('hoj.contests.download.byUser')}
            />
            <FormControlLabel
              value={SplitType.problem}
              control={<Radio />}
              label={translate('hoj.contests.download.byProblem')}
            />
          </RadioGroup>
        </FormControl>
        {download.errorText && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {download.errorText}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button
          variant="contained"
          disabled={download.isPending}
          onClick={() => download.mutate({ cid, excludeAdmin, splitType })}
        >
          {translate('hoj.contests.download.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
