import { useState } from 'react';
import { InputHelperText, useNotify, useTranslate } from 'react-admin';
import { useController } from 'react-hook-form';
import { Box, Button, Chip, Stack, TextField, Typography } from '@mui/material';
import { normaliseStarUsers } from '@hoj/core/editor/contestEditor';
import { editorMessage } from '@hoj/core/editor/editorMessages';
import { editorErrorText } from '@backoffice/common/editorText';
import { FormSection } from '@backoffice/common/FormSection';

/**
 * Star (unofficial) users as chips: a name is trimmed before it is added, an empty one is ignored, and one
 * already in the list is refused with a warning rather than added twice.
 */
export function StarUsersInput() {
  const translate = useTranslate();
  const notify = useNotify();
  const { field, fieldState } = useController({ name: 'starAccount' });
  const [draft, setDraft] = useState('');
  const users: string[] = Array.isArray(field.value) ? (field.value as string[]) : [];
  const add = () => {
    const name = draft.trim();
    if (!name) return;
    if (normaliseStarUsers([...users, name]).duplicates.includes(name)) {
      notify(editorErrorText(editorMessage('editor.error.duplicateStarUser', { name }), translate), {
        type: 'warning',
      });
      return;
    }
    field.onChange([...users, name]);
    setDraft('');
  };
  const remove = (name: string) => field.onChange(users.filter((user) => user !== name));
  return (
    <FormSection title="hoj.contests.editor.sections.stars" intro="hoj.contests.editor.starsHint">
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} aria-live="polite">
        {users.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {translate('hoj.contests.editor.starsEmpty')}
          </Typography>
        )}
        {users.map((name) => (
          // Focus a chip and press Delete or Backspace to remove it (MUI's chip keys), or click its cross.
          <Chip
            key={name}
            label={name}
            onDelete={() => remove(name)}
            title={translate('hoj.contests.editor.removeStar', { name })}
          />
        ))}
      </Stack>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <TextField
          size="small"
          label={translate('hoj.contests.editor.starName')}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            // Enter adds the name; it must not submit the whole contest.
            event.preventDefault();
            add();
          }}
        />
        <Button variant="outlined" onClick={add}>
          {translate('hoj.contests.editor.addStar')}
        </Button>
      </Box>
      {fieldState.error && (
        <InputHelperText error={editorErrorText(fieldState.error.message, translate)} helperText={false} />
      )}
    </FormSection>
  );
}
