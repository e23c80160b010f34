import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { editorMessage } from '@hoj/core/editor/editorMessages';
import { editorErrorText } from '@backoffice/common/editorText';
import type { ExtraFileRow } from '@hoj/core/editor/problemEditor';
import { plainTextArea } from './formValues';

interface ExtraFileDialogProps {
  /** The file being edited, or an empty one to add; the dialog is closed while null. */
  file: ExtraFileRow | null;
  /** Names the other files already use: a second file of the same name would replace the first. */
  takenNames: readonly string[];
  onSave(file: ExtraFileRow): void;
  onClose(): void;
}

function FileForm({ file, takenNames, onSave, onClose }: ExtraFileDialogProps & { file: ExtraFileRow }) {
  const translate = useTranslate();
  const formId = useId();
  const [name, setName] = useState(file.name);
  const [content, setContent] = useState(file.content);
  const [tried, setTried] = useState(false);
  const trimmed = name.trim();
  const duplicate = trimmed !== '' && takenNames.includes(trimmed);
  const incomplete = trimmed === '' || content === '';
  const nameError = tried
    ? duplicate
      ? editorErrorText(editorMessage('editor.error.duplicateExtraFile', { name: trimmed }), translate)
      : trimmed === ''
        ? editorErrorText(editorMessage('editor.error.extraFile'), translate)
        : null
    : null;
  const contentError =
    tried && content === '' ? editorErrorText(editorMessage('editor.error.extraFile'), translate) : null;
  return (
    <>
      <DialogContent>
        <Stack
          component="form"
          id={formId}
          spacing={2}
          noValidate
          sx={{ pt: 1 }}
          onSubmit={(event) => {
            // The dialog sits inside the problem form's React tree: its submit must not reach that form.
            event.preventDefault();
            event.stopPropagation();
            setTried(true);
            if (!incomplete && !duplicate) onSave({ name: trimmed, content });
          }}
        >
          <TextField
            label={translate('hoj.problemEditor.files.name')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            required
            error={nameError !== null}
            helperText={nameError ?? translate('hoj.problemEditor.files.nameHint')}
            autoFocus
          />
          <TextField
            label={translate('hoj.problemEditor.files.content')}
            value={content}
            onChange={(event) => setContent(event.target.value)}
            required
            error={contentError !== null}
            helperText={contentError}
            {...plainTextArea(12, { fontFamily: 'monospace' })}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button type="submit" form={formId} variant="contained">
          {translate('ra.action.confirm')}
        </Button>
      </DialogActions>
    </>
  );
}

/** The extra-file editor: a file name and its content, both required, the name unique among the list's files. */
export function ExtraFileDialog(props: ExtraFileDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  const { file, onClose } = props;
  return (
    <Dialog open={file !== null} onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>
        {translate(file?.name ? 'hoj.problemEditor.files.editTitle' : 'hoj.problemEditor.files.addTitle')}
      </DialogTitle>
      {file && <FileForm {...props} file={file} />}
    </Dialog>
  );
}
