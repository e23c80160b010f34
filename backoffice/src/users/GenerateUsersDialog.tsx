import { useId, useState, type FormEvent } from 'react';
import { useRefresh, useTranslate } from 'react-admin';
import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { generateAdminUser } from '@generated/api/admin-user/admin-user';
import { getGenerateUserExcelUrl } from '@generated/api/file/file';
import { datedFileName } from '@backoffice/common/fileNames';
import { useApiMutation } from '@backoffice/common/useApiMutation';
import {
  MAX_GENERATED,
  generatePreview,
  initialGenerateForm,
  toGenerateBody,
  validateGenerate,
  type GenerateForm,
} from './generateRules';

/** The accounts just generated: the key their password sheet is downloaded with, and how many there are. */
interface Generated {
  key: string;
  count: number;
}

const FIELDS: readonly { name: keyof GenerateForm; label: string; numeric: boolean }[] = [
  { name: 'prefix', label: 'prefix', numeric: false },
  { name: 'suffix', label: 'suffix', numeric: false },
  { name: 'numberFrom', label: 'numberFrom', numeric: true },
  { name: 'numberTo', label: 'numberTo', numeric: true },
  { name: 'passwordLength', label: 'passwordLength', numeric: true },
];

/**
 * Saves the password sheet of a generation as `generated-users-<day>.xlsx`: the server names it after its
 * Redis key, a hex string that says nothing in a downloads folder. Nothing else on the user list downloads
 * files, so the download helper loads on first use instead of with the list.
 */
async function downloadSheet(key: string): Promise<string> {
  const { downloadFile, saveBlob } = await import('@hoj/core/http/download');
  const { blob } = await downloadFile(getGenerateUserExcelUrl({ key }));
  const filename = datedFileName('generated-users', 'xlsx');
  saveBlob(blob, filename);
  return filename;
}

/**
 * The user list's generate dialog: numbered accounts (prefix, number range, suffix, random passwords of the
 * chosen length), then the sheet with their passwords to download. Failures stay in the dialog beside the form.
 */
export function GenerateUsersDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const refresh = useRefresh();
  const titleId = useId();
  const [form, setForm] = useState(initialGenerateForm);
  const [touched, setTouched] = useState(false);
  const [generated, setGenerated] = useState<Generated | null>(null);
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`hoj.userAdmin.generate.${key}`, options);

  const generate = useApiMutation({
    mutationFn: ({ form: typed }: { form: GenerateForm; count: number }) =>
      generateAdminUser(toGenerateBody(typed)),
    showError: 'inPlace',
    onSuccess: ({ key }, { count }) => {
      setGenerated({ key, count });
      refresh();
    },
  });
  const download = useApiMutation({
    mutationFn: downloadSheet,
    success: (name) => ({ message: 'hoj.userAdmin.generate.downloaded', messageArgs: { name } }),
    showError: 'inPlace',
  });

  const errors = validateGenerate(form);
  const preview = generatePreview(form);
  const busy = generate.isPending || download.isPending;
  const failure = generated ? download.errorText : generate.errorText;

  const close = () => {
    if (busy) return;
    onClose();
    setForm(initialGenerateForm);
    setTouched(false);
    setGenerated(null);
    generate.reset();
    download.reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (Object.keys(errors).length > 0 || !preview) return;
    generate.mutate({ form, count: preview.count });
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('title')}</DialogTitle>
      {generated ? (
        <>
          <DialogContent>
            <Stack spacing={2}>
              <Alert severity="success">{t('done', { count: generated.count })}</Alert>
              {failure && (
                <Alert severity="error" role="alert">
                  {failure}
                </Alert>
              )}
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={close} disabled={busy}>
              {t('cancel')}
            </Button>
            <Button
              variant="contained"
              autoFocus
              disabled={busy}
              startIcon={busy ? <CircularProgress size={16} aria-hidden /> : <DownloadIcon />}
              onClick={() => download.mutate(generated.key)}
            >
              {t('download')}
            </Button>
          </DialogActions>
        </>
      ) : (
        <form noValidate onSubmit={submit}>
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
            <Button onClick={close} disabled={busy}>
              {t('cancel')}
            </Button>
            <Button
              type="submit"
              variant="contained"
              disabled={busy}
              startIcon={busy ? <CircularProgress size={16} aria-hidden /> : undefined}
            >
              {t('submit')}
            </Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}
