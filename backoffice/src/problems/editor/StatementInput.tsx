import { useId, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useController } from 'react-hook-form';
import { Alert, Box, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import ImageIcon from '@mui/icons-material/Image';
import { uploadMDImg } from '@generated/api/file/file';
import { MarkdownPreview } from '@backoffice/posts/MarkdownPreview';
import { useApiMutation } from '@backoffice/common/useApiMutation';
import { plainTextArea } from './formValues';
import { IMAGE_EXTENSIONS, imageProblem, insertImage, type ImageProblem } from './imageUpload';

export type StatementField = 'description' | 'input' | 'output' | 'hint' | 'source';

interface StatementInputProps {
  source: StatementField;
  required?: boolean;
  /** Visible lines; the box does not grow with its text (staff resize it), which keeps typing cheap. */
  rows?: number;
}

const ACCEPT = IMAGE_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/**
 * A part of the statement in markdown, with a live preview through the renderer the portal shows statements
 * with (the trusted-author rules, since staff write statements; maths included), and an image upload that puts
 * the image's markdown where the cursor was.
 */
export function StatementInput({ source, required = false, rows = 6 }: StatementInputProps) {
  const translate = useTranslate();
  const { field, fieldState } = useController({ name: source });
  const area = useRef<HTMLTextAreaElement | null>(null);
  const picker = useRef<HTMLInputElement>(null);
  const previewId = useId();
  const [refused, setRefused] = useState<ImageProblem>(null);
  const value = typeof field.value === 'string' ? field.value : '';
  const label = translate(`resources.problems.fields.${source}`);

  const upload = useApiMutation({
    mutationFn: async (image: File) => (await uploadMDImg({ image })).link,
    success: 'hoj.problemEditor.image.uploaded',
    onSuccess: (link) => {
      // The text area keeps its selection while the button has the focus.
      const element = area.current;
      const next = insertImage(
        value,
        element?.selectionStart ?? value.length,
        element?.selectionEnd ?? value.length,
        link,
      );
      field.onChange(next.text);
      requestAnimationFrame(() => {
        element?.focus();
        element?.setSelectionRange(next.cursor, next.cursor);
      });
    },
  });

  const pick = (file: File | undefined) => {
    if (picker.current) picker.current.value = '';
    if (!file) return;
    const problem = imageProblem(file);
    setRefused(problem);
    if (!problem) upload.mutate(file);
  };

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, width: '100%' }}>
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          label={label}
          required={required}
          {...plainTextArea(rows)}
          fullWidth
          name={field.name}
          value={value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={(element: HTMLTextAreaElement | null) => {
            area.current = element;
            field.ref(element);
          }}
          error={fieldState.invalid}
          helperText={fieldState.error?.message}
        />
        <input
          ref={picker}
          type="file"
          accept={ACCEPT}
          hidden
          onChange={(event) => pick(event.target.files?.[0])}
          data-testid={`${source}-image-file`}
        />
        <Button
          size="small"
          startIcon={<ImageIcon />}
          loading={upload.isPending}
          onClick={() => picker.current?.click()}
          aria-label={translate('hoj.problemEditor.image.uploadInto', { field: label })}
        >
          {translate('hoj.problemEditor.image.upload')}
        </Button>
        {refused && (
          <Alert severity="warning" role="alert">
            {translate(`hoj.problemEditor.image.${refused}`, {
              types: IMAGE_EXTENSIONS.join(', '),
              max: '4 MB',
            })}
          </Alert>
        )}
      </Stack>
      <Paper
        variant="outlined"
        component="section"
        aria-labelledby={previewId}
        sx={{ p: 2, overflow: 'auto' }}
      >
        <Typography id={previewId} variant="subtitle2" component="h3" gutterBottom>
          {translate('hoj.problemEditor.previewOf', { field: label })}
        </Typography>
        <MarkdownPreview source={value} trusted />
      </Paper>
    </Box>
  );
}
