import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useController, useWatch } from 'react-hook-form';
import { Alert, Autocomplete, Box, Button, Chip, Stack, TextField } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { editorMessage } from '@hoj/core/editor/editorMessages';
import { editorErrorText } from '@backoffice/common/editorText';
import { isDuplicateTag, type TagRow } from '@hoj/core/editor/problemEditor';
import { FormSection } from '@backoffice/common/FormSection';
import { judgeOf } from './problemCalls';
import { useTagChoices } from './useEditorChoices';

/**
 * The problem's tags: pick one of the judge's existing tags or type a new one (created when the problem is
 * saved). A tag the problem already has is refused with a warning instead of being added twice.
 */
export function TagsSection() {
  const translate = useTranslate();
  const notify = useNotify();
  const [isRemote, problemId] = useWatch({ name: ['isRemote', 'problemId'] }) as [boolean, string];
  const { field, fieldState } = useController({ name: 'tags' });
  const tags = Array.isArray(field.value) ? (field.value as TagRow[]) : [];
  const choices = useTagChoices(judgeOf({ isRemote, problemId: problemId ?? '' }));
  const [typed, setTyped] = useState('');
  const options = (choices.data ?? []).map((tag) => tag.name ?? '').filter((name) => name !== '');

  const add = (name: string) => {
    const trimmed = name.trim();
    if (trimmed === '') return;
    if (isDuplicateTag(tags, trimmed)) {
      notify(editorErrorText(editorMessage('editor.error.duplicateTag', { name: trimmed }), translate), {
        type: 'warning',
      });
      return;
    }
    const existing = choices.data?.find((tag) => tag.name === trimmed);
    field.onChange([
      ...tags,
      existing?.id === undefined ? { name: trimmed } : { id: existing.id, name: trimmed },
    ]);
    setTyped('');
  };

  return (
    <FormSection title="hoj.problemEditor.sections.tags">
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} aria-live="polite">
        {tags.map((tag) => (
          <Chip
            key={tag.name}
            label={tag.name}
            onDelete={() => field.onChange(tags.filter((candidate) => candidate !== tag))}
          />
        ))}
      </Stack>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', maxWidth: 520 }}>
        <Autocomplete
          freeSolo
          fullWidth
          options={options}
          inputValue={typed}
          // Enter adds the tag; it must not also submit the problem form around it.
          onKeyDown={(event) => {
            if (event.key === 'Enter') event.preventDefault();
          }}
          onInputChange={(_event, value) => setTyped(value)}
          onChange={(_event, value) => {
            if (typeof value === 'string') add(value);
          }}
          renderInput={(params) => (
            <TextField
              {...params}
              label={translate('hoj.problemEditor.tags.add')}
              helperText={translate('hoj.problemEditor.tags.hint')}
            />
          )}
        />
        <Button startIcon={<AddIcon />} onClick={() => add(typed)} sx={{ mt: 1 }}>
          {translate('hoj.problemEditor.tags.addButton')}
        </Button>
      </Box>
      {fieldState.error?.message && <Alert severity="error">{fieldState.error.message}</Alert>}
    </FormSection>
  );
}
