import { useId, useState, type FormEvent } from 'react';
import { Button, useNotify, useRefresh, useTranslate } from 'react-admin';
import {
  Alert,
  Button as MuiButton,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import GroupAddIcon from '@mui/icons-material/GroupAdd';
import DownloadIcon from '@mui/icons-material/Download';
import { generateAdminUser } from '@generated/api/admin-user/admin-user';
import { getGenerateUserExcelUrl } from '@generated/api/file/file';
import { isApiError } from '@hoj/core/http/apiError';
import { downloadFile, saveBlob } from '@hoj/core/http/download';
import {
  MAX_GENERATED,
  generatePreview,
  initialGenerateForm,
  toGenerateBody,
  validateGenerate,
  type GenerateForm,
} from './generateRules';

type Phase =
  | { kind: 'editing' }
  | { kind: 'generating' }
  | { kind: 'generated'; key: string; count: number }
  | { kind: 'downloading'; key: string; count: number };

const FIELDS: readonly { name: keyof GenerateForm; label: string; numeric: boolean }[] = [
  { name: 'prefix', label: 'prefix', numeric: false },
  { name: 'suffix', label: 'suffix', numeric: false },
  { name: 'numberFrom', label: 'numberFrom', numeric: true },
  { name: 'numberTo', label: 'numberTo', numeric: true },
  { name: 'passwordLength', label: 'passwordLength', numeric: true },
];

const errorText = (error: unknown) => (isApiError(error) ? error.msg : String(error));

/** Toolbar button + dialog: generate numbered accounts, then download their passwords (spec 002 §2.6). */
export function GenerateUsersButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState(initialGenerateForm);
  const [touched, setTouched] = useState(false);
  const [phase, setPhase] = useState<Phase>({ kind: 'editing' });
  const [failure, setFailure] = useState<string | null>(null);
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`hoj.userAdmin.generate.${key}`, options);

  const errors = validateGenerate(form);
  const preview = generatePreview(form);
  const busy = phase.kind === 'generating' || phase.kind === 'downloading';

  const close = () => {
    if (busy) return;
    setOpen(false);
    setForm(initialGenerateForm);
    setTouched(false);
    setPhase({ kind: 'editing' });
    setFailure(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (Object.keys(errors).length > 0 || !preview) return;
    setFailure(null);
    setPhase({ kind: 'generating' });
    try {
      const { key } = await generateAdminUser(toGenerateBody(form));
      setPhase({ kind: 'generated', key, count: preview.count });
      refresh();
    } catch (error) {
      setFailure(errorText(error));
      setPhase({ kind: 'editing' });
    }
  };

  const download = async (key: string, count: number) => {
    setFailure(null);
    setPhase({ kind: 'downloading', key, count });
    try {
      const { blob, filename } = await downloadFile(getGenerateUserExcelUrl({ key }));
      saveBlob(blob, filename);
      notify(t('downloaded', { name: filename }), { type: 'success' });
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setPhase({ kind: 'generated', key, count });
    }
  };

  return (
    <>
      <Button label="hoj.userAdmin.generate.open" onClick={() => setOpen(true)}>
        <GroupAddIcon />
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
        <DialogTitle id={titleId}>{t('title')}</DialogTitle>
        {phase.kind === 'generated' || phase.kind === 'downloading' ? (
          <>
            <DialogContent>
              <Stack spacing={2}>
                <Alert severity="success">{t('done', { count: phase.count })}</Alert>
                {failure && (
                  <Alert severity="error" role="alert">
                    {failure}
                  </Alert>
                )}
              </Stack>
            </DialogContent>
            <DialogActions>
              <MuiButton onClick={close} disabled={busy}>
                {t('cancel')}
              </MuiButton>
              <MuiButton
                variant="contained"
                autoFocus
                disabled={busy}
                startIcon={busy ? <CircularProgress size={16} aria-hidden /> : <DownloadIcon />}
                onClick={() => void download(phase.key, phase.count)}
              >
                {t('download')}
              </MuiButton>
            </DialogActions>
          </>
        ) : (
          <form noValidate onSubmit={(event) => void submit(event)}>
            <DialogContent>
              <Stack spacing={2}>
                <DialogContentText>{t('intro')}</DialogContentText>
                {FIELDS.map(({ name, label, numeric }, index) => {
                  const error = touched ? errors[name] : undefined;
                  return (
                    <TextField
                      key={name}
                      label={t(label)}
                      value={form[name]}
                      autoFocus={index === 0}
                      required={numeric}
                      disabled={busy}
                      onChange={(event) => setForm({ ...form, [name]: event.target.value })}
                      error={Boolean(error)}
                      helperText={error ? t(`errors.${error}`, { max: MAX_GENERATED }) : ' '}
                      slotProps={{ htmlInput: numeric ? { inputMode: 'numeric' } : { maxLength: 20 } }}
                    />
                  );
                })}
                <DialogContentText aria-live="polite">
                  {preview ? t('preview', preview) : ' '}
                </DialogContentText>
                {failure && (
                  <Alert severity="error" role="alert">
                    {failure}
                  </Alert>
                )}
              </Stack>
            </DialogContent>
            <DialogActions>
              <MuiButton onClick={close} disabled={busy}>
                {t('cancel')}
              </MuiButton>
              <MuiButton
                type="submit"
                variant="contained"
                disabled={busy}
                startIcon={busy ? <CircularProgress size={16} aria-hidden /> : undefined}
              >
                {t('submit')}
              </MuiButton>
            </DialogActions>
          </form>
        )}
      </Dialog>
    </>
  );
}
