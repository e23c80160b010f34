import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  LinearProgress,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useLocale, useTranslate } from 'react-admin';
import { formatBytes } from '@hoj/core/format/format';
import { useApiMutation } from '@backoffice/common/useApiMutation';
import { currentLocaleOf } from '@backoffice/i18n/localePreference';
import { ImportResult, ServerLines } from './ImportResult';
import { FORMAT_ORDER, isPackageFormat, PACKAGE_FORMATS, type PackageFormat } from './packageFormats';
import { runImport } from './runImport';
import { TransferPanel } from './TransferPanel';

type PickedFile = Blob & { name: string };

/** Upload progress: null before a run, 0–99 while sending, 100 while the server imports. */
type Progress = number | null;

function UploadProgress({ percent }: { percent: number }) {
  const translate = useTranslate();
  const sending = percent < 100;
  const label = sending
    ? translate('hoj.problemTransfer.import.uploading', { percent })
    : translate('hoj.problemTransfer.import.processing');
  return (
    <Box>
      <LinearProgress
        variant={sending ? 'determinate' : 'indeterminate'}
        value={sending ? percent : undefined}
        aria-label={label}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }} role="status">
        {label}
      </Typography>
    </Box>
  );
}

/**
 * The import half of the page: a format, a file of the extensions that format takes, the upload with its
 * progress, then what the package became. A refused package shows the server's reason and keeps the format and
 * the file, so the admin can fix the package or choose another format and try again.
 */
export function ImportPanel() {
  const translate = useTranslate();
  const locale = currentLocaleOf(useLocale());
  const [format, setFormat] = useState<PackageFormat>('hoj');
  const [file, setFile] = useState<PickedFile | null>(null);
  const [progress, setProgress] = useState<Progress>(null);
  const [cancelled, setCancelled] = useState(false);
  const controller = useRef<AbortController | null>(null);

  // Leaving the page stops an upload still running.
  useEffect(() => () => controller.current?.abort(), []);

  const importRun = useApiMutation({
    mutationFn: ({ chosen, picked }: { chosen: PackageFormat; picked: PickedFile }) => {
      const run = new AbortController();
      controller.current = run;
      return runImport(chosen, picked, { signal: run.signal, onProgress: setProgress });
    },
    showError: 'inPlace',
    onSuccess: () => setFile(null),
  });
  const running = importRun.isPending;

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0] ?? null;
    event.target.value = '';
    if (!picked) return;
    setFile(picked);
    setCancelled(false);
    importRun.reset();
  };

  const start = () => {
    if (!file) return;
    setCancelled(false);
    setProgress(0);
    importRun.mutate({ chosen: format, picked: file });
  };

  const cancel = () => {
    setCancelled(true);
    controller.current?.abort();
  };

  const hintId = 'problem-transfer-format-hint';
  return (
    <TransferPanel heading="hoj.problemTransfer.import.heading" intro="hoj.problemTransfer.import.intro">
      <FormControl disabled={running}>
        <FormLabel id="problem-transfer-format">{translate('hoj.problemTransfer.import.format')}</FormLabel>
        <RadioGroup
          row
          aria-labelledby="problem-transfer-format"
          aria-describedby={hintId}
          value={format}
          onChange={(event) => {
            if (isPackageFormat(event.target.value)) setFormat(event.target.value);
          }}
        >
          {FORMAT_ORDER.map((option) => (
            <FormControlLabel
              key={option}
              value={option}
              control={<Radio />}
              label={translate(`hoj.problemTransfer.import.formats.${option}`)}
            />
          ))}
        </RadioGroup>
        <FormHelperText id={hintId}>{translate(`hoj.problemTransfer.import.hints.${format}`)}</FormHelperText>
      </FormControl>
      <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap>
        <Button component="label" variant="outlined" startIcon={<UploadFileIcon />} disabled={running}>
          {translate('hoj.problemTransfer.import.choose')}
          <input
            hidden
            type="file"
            accept={PACKAGE_FORMATS[format].accept}
            aria-label={translate('hoj.problemTransfer.import.choose')}
            onChange={onFile}
          />
        </Button>
        <Typography variant="body2" color={file ? 'text.primary' : 'text.secondary'}>
          {file
            ? translate('hoj.problemTransfer.import.chosen', {
                name: file.name,
                size: formatBytes(file.size, locale),
              })
            : translate('hoj.problemTransfer.import.noFile')}
        </Typography>
      </Stack>
      <Stack direction="row" spacing={1}>
        <Button variant="contained" onClick={start} disabled={!file || running}>
          {translate('hoj.problemTransfer.import.submit')}
        </Button>
        {running && <Button onClick={cancel}>{translate('hoj.problemTransfer.import.cancel')}</Button>}
      </Stack>
      {running && progress !== null && <UploadProgress percent={progress} />}
      {cancelled && !running && (
        <Alert severity="info">{translate('hoj.problemTransfer.import.cancelled')}</Alert>
      )}
      {!cancelled && importRun.errorText !== null && (
        <Alert severity="error">
          <Typography variant="body2">{translate('hoj.problemTransfer.import.failed')}</Typography>
          <ServerLines text={importRun.errorText} />
        </Alert>
      )}
      {importRun.data && <ImportResult outcome={importRun.data} />}
    </TransferPanel>
  );
}
