import { ValidationError, useInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { Alert, Box, ButtonBase, Stack, TextField, Tooltip, Typography } from '@mui/material';
import { TagChip } from './TagChip';
import { hexColour } from '@hoj/core/format/hexColour';
import { DEFAULT_TAG_COLOR, MIN_CONTRAST, TAG_COLOR_PRESETS, tagLook } from './tagColor';

/** An empty colour is allowed (the tag keeps the portal's plain look); anything typed must be a hex colour. */
const validHexColour = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' && hexColour(value) === null
    ? 'hoj.tags.colorInvalid'
    : undefined;

/**
 * The tag's colour: a preset swatch, the browser's colour picker, or a hex code typed in. Below it, the tag as
 * the portal will paint it, with the contrast of its label; a colour the label is hard to read on is flagged.
 */
export function TagColorInput({ source }: { source: string }) {
  const translate = useTranslate();
  const { field, id, fieldState, formState } = useInput({ source, validate: validHexColour });
  const name = useWatch({ name: 'name' }) as unknown;
  const value = typeof field.value === 'string' ? field.value : '';
  const colour = hexColour(value);
  const look = tagLook(value);
  const error = fieldState.invalid && (fieldState.isTouched || formState.isSubmitted);
  const set = (next: string) => field.onChange(next);
  const label =
    typeof name === 'string' && name.trim() !== '' ? name.trim() : translate('hoj.tags.previewName');

  return (
    <Box sx={{ mb: 2, width: '100%', maxWidth: 520 }}>
      <Typography component="p" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('resources.tags.fields.color')}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 1.5 }}>
        {TAG_COLOR_PRESETS.map((preset) => (
          <Tooltip key={preset} title={preset}>
            <ButtonBase
              aria-label={translate('hoj.tags.usePreset', { color: preset })}
              aria-pressed={colour === preset}
              onClick={() => set(preset)}
              sx={{
                width: 28,
                height: 28,
                borderRadius: '50%',
                bgcolor: preset,
                outline: colour === preset ? '2px solid' : 'none',
                outlineColor: 'text.primary',
                outlineOffset: 2,
              }}
            />
          </Tooltip>
        ))}
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Box
          component="input"
          type="color"
          aria-label={translate('hoj.tags.pickColor')}
          value={colour ?? DEFAULT_TAG_COLOR}
          onChange={(event) => set(event.target.value)}
          sx={{ width: 44, height: 40, p: 0, border: 0, bgcolor: 'transparent', cursor: 'pointer' }}
        />
        <TextField
          id={id}
          size="small"
          label={translate('hoj.tags.hex')}
          value={value}
          onChange={(event) => set(event.target.value)}
          onBlur={() => {
            // `abc` and `#ABC` are kept as the portal's `#aabbcc`.
            if (colour) set(colour);
            field.onBlur();
          }}
          name={field.name}
          error={error}
          helperText={
            error && fieldState.error?.message ? <ValidationError error={fieldState.error.message} /> : ' '
          }
          slotProps={{ htmlInput: { spellCheck: false, autoComplete: 'off' } }}
        />
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 0.5 }} aria-live="polite">
        <Typography variant="body2" color="text.secondary">
          {translate('hoj.tags.preview')}
        </Typography>
        <TagChip name={label} color={value} />
        {look && (
          <Typography variant="body2" color="text.secondary">
            {translate('hoj.tags.contrast', { ratio: look.contrast.toFixed(1) })}
          </Typography>
        )}
      </Stack>
      {look && look.contrast < MIN_CONTRAST && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {translate('hoj.tags.lowContrast', { ratio: look.contrast.toFixed(1), min: MIN_CONTRAST })}
        </Alert>
      )}
    </Box>
  );
}
