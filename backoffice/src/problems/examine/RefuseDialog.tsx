import { useState } from 'react';
import { useTranslate } from 'react-admin';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';

/** The most a note to keep on screen needs; a longer reason belongs in a message to the author. */
const REASON_MAX = 500;

interface RefuseDialogProps {
  title: string;
  open: boolean;
  busy: boolean;
  error: string | null;
  onRefuse(reason: string): void;
  onClose(): void;
}

/**
 * Refusing may say why. HOJ's call carries no reason and stores none, so the reason is optional and the dialog
 * says the author will not see it: a reason given is kept beside the request on this screen, to tell the
 * author by other means.
 */
export function RefuseDialog({ title, open, busy, error, onRefuse, onClose }: RefuseDialogProps) {
  const translate = useTranslate();
  const [reason, setReason] = useState('');
  const submit = () => onRefuse(reason.trim());
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="refuse-title"
    >
      <DialogTitle id="refuse-title">{translate('hoj.problemExamine.refuseTitle', { title })}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{translate('hoj.problemExamine.refuseHint')}</DialogContentText>
        <TextField
          autoFocus
          fullWidth
          multiline
          minRows={3}
          label={translate('hoj.problemExamine.reason')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          helperText=" "
          slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
        />
        {error && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {translate('ra.action.cancel')}
        </Button>
        <Button color="error" variant="contained" onClick={submit} disabled={busy}>
          {translate('hoj.problemExamine.refuse')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
