import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';

interface CompileErrorDialogProps {
  /** The compiler's output as the server sent it; the dialog is closed while null. */
  output: string | null;
  onClose(): void;
}

/**
 * The judge server's compiler output, as it came (monospace, lines kept, scrollable both ways), so staff can
 * read the error line by line against their code.
 */
export function CompileErrorDialog({ output, onClose }: CompileErrorDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Dialog open={output !== null} onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>{translate('hoj.problemEditor.judge.compileErrorTitle')}</DialogTitle>
      <DialogContent>
        <Box
          component="pre"
          tabIndex={0}
          role="region"
          aria-label={translate('hoj.problemEditor.judge.compilerOutput')}
          sx={{
            m: 0,
            p: 2,
            maxHeight: '60vh',
            overflow: 'auto',
            fontFamily: 'monospace',
            fontSize: 13,
            whiteSpace: 'pre',
            bgcolor: 'action.hover',
            borderRadius: 1,
          }}
        >
          {output}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {translate('ra.action.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
