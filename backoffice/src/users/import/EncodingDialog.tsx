import { useId, useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControl,
  InputLabel,
  MenuItem,
  Select,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import type { EncodingCandidate } from './decode';

/** Asked when the file is not UTF-8: the user picks the encoding whose preview reads right. */
export function EncodingDialog({
  candidates,
  onChoose,
  onCancel,
}: {
  candidates: EncodingCandidate[];
  onChoose: (encoding: string) => void;
  onCancel: () => void;
}) {
  const translate = useTranslate();
  const [encoding, setEncoding] = useState(candidates[0]?.encoding ?? '');
  const labelId = useId();
  const titleId = useId();
  const preview = candidates.find((c) => c.encoding === encoding)?.preview ?? '';
  return (
    <Dialog open onClose={onCancel} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{translate('hoj.importUsers.encoding.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('hoj.importUsers.encoding.intro')}</DialogContentText>
        <FormControl fullWidth margin="normal">
          <InputLabel id={labelId}>{translate('hoj.importUsers.encoding.label')}</InputLabel>
          <Select
            labelId={labelId}
            label={translate('hoj.importUsers.encoding.label')}
            value={encoding}
            onChange={(event) => setEncoding(event.target.value)}
          >
            {candidates.map((c) => (
              <MenuItem key={c.encoding} value={c.encoding}>
                {c.encoding}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <Typography variant="subtitle2">{translate('hoj.importUsers.encoding.preview')}</Typography>
        <Typography
          component="pre"
          sx={{
            whiteSpace: 'pre-wrap',
            fontFamily: 'monospace',
            bgcolor: 'action.hover',
            p: 1,
            maxHeight: 200,
          }}
        >
          {preview}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{translate('hoj.importUsers.encoding.cancel')}</Button>
        <Button variant="contained" onClick={() => onChoose(encoding)} disabled={!encoding}>
          {translate('hoj.importUsers.encoding.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
