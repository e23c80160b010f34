import { useId, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useController } from 'react-hook-form';
import { Alert, Box, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import ImageIcon from '@mui/icons-material/Image';
import { deleteMDImg, uploadMDImg } from '@generated/api/file/file';
import { MarkdownPreview } from '@backoffice/posts/MarkdownPreview';
import { useApiMutation } from '@backoffice/common/useApiMutation';
import { plainTextArea } from './formValues';
import { ImageAltDialog } from './ImageAltDialog';
import {
  IMAGE_EXTENSIONS,
  altTextGuess,
  imageProblem,
  insertImage,
  removeImage,
  type ImageProblem,
} from './imageUpload';
import { UploadedImages, type UploadedImage } from './UploadedImages';

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
 * with (the trusted-author rules, since staff write statements; maths included), and an image upload that asks
 * for the picture's alt text, puts its markdown where the cursor was, and can delete it again.
 */
export function StatementInput({ source, required = false, rows = 6 }: StatementInputProps) {
  const translate = useTranslate();
  const { field, fieldState } = useController({ name: source });
  const area = useRef<HTMLTextAreaElement | null>(null);
  const picker = useRef<HTMLInputElement>(null);
  const previewId = useId();
  const [refused, setRefused] = useState<ImageProblem>(null);
  const [chosen, setChosen] = useState<File | null>(null);
  const [images, setImages] = useState<UploadedImage[]>([]);
  const value = typeof field.value === 'string' ? field.value : '';
  const label = translate(`resources.problems.fields.${source}`);

  const upload = useApiMutation({
    mutationFn: async ({ image, alt }: { image: File; alt: string }) => {
      const { link, fileId } = await uploadMDImg({ image });
      return { link, fileId, alt };
    },
    success: 'hoj.problemEditor.image.uploaded',
    onSuccess: ({ link, fileId, alt }) => {
      if (typeof fileId === 'number') setImages((list) => [...list, { fileId, link, alt }]);
      // The text area keeps its selection while the button has the focus.
      const element = area.current;
      const next = insertImage(
        value,
        element?.selectionStart ?? value.length,
        element?.selectionEnd ?? value.length,
        link,
        alt,
      );
      field.onChange(next.text);
      requestAnimationFrame(() => {
        element?.focus();
        element?.setSelectionRange(next.cursor, next.cursor);
      });
    },
  });

  const remove = useApiMutation({
    mutationFn: async (image: UploadedImage) => {
      await deleteMDImg({ fileId: image.fileId });
      return image;
    },
    success: 'hoj.problemEditor.image.removed',
    onSuccess: (image) => {
      setImages((list) => list.filter((other) => other.fileId !== image.fileId));
      field.onChange(removeImage(value, image.link));
    },
  });

  const pick = async (file: File | undefined) => {
    if (picker.current) picker.current.value = '';
    if (!file) return;
    const problem = await imageProblem(file);
    setRefused(problem);
    if (!problem) setChosen(file);
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
          onChange={(event) => void pick(event.target.files?.[0])}
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
        <UploadedImages
          images={images}
          deleting={remove.isPending ? (remove.variables?.fileId ?? null) : null}
          onDelete={(image) => remove.mutate(image)}
        />
        {chosen && (
          <ImageAltDialog
            fileName={chosen.name}
            initial={altTextGuess(chosen.name)}
            onCancel={() => setChosen(null)}
            onConfirm={(alt) => {
              setChosen(null);
              upload.mutate({ image: chosen, alt });
            }}
          />
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
