import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';

interface ImageAltDialogProps {
  /** The file name the first guess comes from; the dialog is open while it is set. */
  fileName: string;
  initial: string;
  onConfirm: (alt: string) => void;
  onCancel: () => void;
}

/**
 * Asks what the picture shows before it is uploaded: the words are its alt text, read out by screen readers and
 * shown when the picture cannot load.
 */
export function ImageAltDialog({ fileName, initial, onConfirm, onCancel }: ImageAltDialogProps) {
  const translate = useTranslate();
  const [alt, setAlt] = useState(initial);
  return (
    <Dialog open onClose={onCancel} aria-labelledby="image-alt-title" fullWidth maxWidth="sm">
      <DialogTitle id="image-alt-title">
        {translate('hoj.problemEditor.image.altTitle', { name: fileName })}
      </DialogTitle>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          event.stopPropagation();
          onConfirm(alt);
        }}
      >
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            label={translate('hoj.problemEditor.image.alt')}
            helperText={translate('hoj.problemEditor.image.altHelp')}
            value={alt}
            onChange={(event) => setAlt(event.target.value)}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained">
            {translate('hoj.problemEditor.image.altConfirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
