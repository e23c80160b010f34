import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import {
  Alert,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  LinearProgress,
  Stack,
} from '@mui/material';
import { startingLanguages, syncCodeTemplates, type CodeTemplateRow } from '@hoj/core/editor/problemEditor';
import { CodeTemplateInput } from './CodeTemplateInput';
import { FormSection } from '@backoffice/common/FormSection';
import { useLanguageChoices } from './useEditorChoices';

/**
 * The languages users may submit in (at least one), and per chosen language an optional code template.
 * Choosing or dropping a language keeps the template rows in step with the list.
 */
export function LanguagesSection() {
  const translate = useTranslate();
  const { getValues, setValue, resetField } = useFormContext();
  const id = useWatch({ name: 'id' }) as number | null;
  const { field, fieldState } = useController({ name: 'languages' });
  const choices = useLanguageChoices(id);
  const chosen = Array.isArray(field.value) ? (field.value as string[]) : [];
  const all = choices.data ?? [];
  const names = all.map((language) => language.name ?? '').filter((name) => name !== '');
  // A stored problem may allow a language the list no longer offers: it stays listed until it is dropped.
  const listed = [...names, ...chosen.filter((name) => !names.includes(name))];

  // A new problem starts with every language ticked once they are known. It is the form's starting point, not
  // an edit: leaving the untouched page does not ask about unsaved changes.
  useEffect(() => {
    const start = startingLanguages({ id, languages: getValues('languages') as string[] }, names);
    if (!start) return;
    resetField('languages', { defaultValue: start });
    const templates = getValues('codeTemplates') as CodeTemplateRow[];
    resetField('codeTemplates', { defaultValue: syncCodeTemplates(templates, start, all) });
    // Runs when the offered languages arrive; `names` and `all` are derived from that same answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [choices.data, id]);

  const toggle = (name: string, on: boolean) => {
    const next = on
      ? listed.filter((candidate) => candidate === name || chosen.includes(candidate))
      : chosen.filter((candidate) => candidate !== name);
    field.onChange(next);
    const templates = getValues('codeTemplates') as CodeTemplateRow[];
    setValue('codeTemplates', syncCodeTemplates(templates, next, all), { shouldDirty: true });
  };

  return (
    <FormSection title="hoj.problemEditor.sections.languages">
      {choices.isPending && <LinearProgress aria-label={translate('hoj.problemEditor.languages.loading')} />}
      {choices.isError && (
        <Alert severity="error">{translate('hoj.problemEditor.languages.loadFailed')}</Alert>
      )}
      <FormControl component="fieldset" error={fieldState.invalid} required>
        <FormLabel component="legend">{translate('resources.problems.fields.languages')}</FormLabel>
        <FormGroup row>
          {listed.map((name) => (
            <FormControlLabel
              key={name}
              label={name}
              control={
                <Checkbox
                  checked={chosen.includes(name)}
                  onChange={(event) => toggle(name, event.target.checked)}
                />
              }
            />
          ))}
        </FormGroup>
        {fieldState.error?.message && <FormHelperText>{fieldState.error.message}</FormHelperText>}
      </FormControl>
      <Stack spacing={2}>
        {chosen.map((name) => (
          <CodeTemplateInput key={name} language={name} allLanguages={all} />
        ))}
      </Stack>
    </FormSection>
  );
}
