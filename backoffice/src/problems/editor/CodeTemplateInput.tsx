import { useTranslate } from 'react-admin';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { FormControlLabel, Stack, Switch } from '@mui/material';
import type { Language } from '@generated/model/index';
import type { CodeTemplateRow } from '@hoj/core/editor/problemEditor';
import { CodeEditor } from '@backoffice/common/code/CodeEditor';

function TemplateCode({ index, language }: { index: number; language: string }) {
  const translate = useTranslate();
  const { field, fieldState } = useController({ name: `codeTemplates.${index}.code` });
  return (
    <CodeEditor
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={field.onChange}
      label={translate('hoj.problemEditor.languages.templateOf', { language })}
      languageName={language}
      height={220}
      error={fieldState.invalid}
      helperText={fieldState.error?.message ?? translate('hoj.problemEditor.languages.templateHint')}
    />
  );
}

/**
 * One chosen language's code template: off by default (users then start from an empty editor), and when on,
 * the code users start from, prefilled with the language's default template.
 */
export function CodeTemplateInput({
  language,
  allLanguages,
}: {
  language: string;
  allLanguages: readonly Language[];
}) {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const rows = (useWatch({ name: 'codeTemplates' }) as CodeTemplateRow[] | undefined) ?? [];
  const index = rows.findIndex((row) => row.language === language);
  const row = index === -1 ? null : rows[index];
  const enabled = row?.status === true;
  // One row per language in a plain list value (several of these inputs edit it, so no field array).
  const toggle = (on: boolean) => {
    const code = allLanguages.find((candidate) => candidate.name === language)?.codeTemplate ?? '';
    const next = row
      ? rows.map((candidate, at) => (at === index ? { ...candidate, status: on } : candidate))
      : [...rows, { language, code, status: on }];
    setValue('codeTemplates', next, { shouldDirty: true });
  };
  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={<Switch checked={enabled} onChange={(event) => toggle(event.target.checked)} />}
        label={translate('hoj.problemEditor.languages.enableTemplate', { language })}
      />
      {enabled && index !== -1 && <TemplateCode index={index} language={language} />}
    </Stack>
  );
}
