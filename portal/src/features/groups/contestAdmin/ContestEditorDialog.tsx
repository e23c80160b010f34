import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import {
  contestDurationSeconds,
  contestSchema,
  toContestBody,
  type ContestForm,
} from '@hoj/core/editor/contestEditor';
import { formatDuration } from '@hoj/core/format/format';
import { isApiError } from '@hoj/core/http/apiError';
import '@portal/i18n/pages/groupContentAdmin';
import '@portal/i18n/pages/groupContestAdmin';
import { useLocale, useT } from '@portal/i18n/useT';
import { Dialog } from '@portal/shared/ui/Dialog';
import { TextField } from '@portal/shared/ui/TextField';
import { EditorFooter } from '../components/EditorFooter';
import { MarkdownPreviewField } from '../components/MarkdownPreviewField';
import '../components/GroupForm.css';
import { editorResolver } from '../model/editorResolver';
import { ContestAccessFields } from './ContestAccessFields';
import { ContestAwardsFields } from './ContestAwardsFields';
import { ContestRuleFields } from './ContestRuleFields';
import { saveContest } from './contestAdminApi';
import { fromLocalInput, toLocalInput } from './localDateTime';

interface ContestEditorDialogProps {
  gid: number;
  initial: ContestForm;
  onSaved: () => void;
  onClose: () => void;
}

/**
 * Creating or changing a group contest with core's contest rules: title, Markdown description, start and end
 * (the length follows), rule, seal, awards, access, account rule and star users. A failed save keeps what was
 * typed and shows why.
 */
export function ContestEditorDialog({ gid, initial, onSaved, onClose }: ContestEditorDialogProps) {
  const t = useT();
  const locale = useLocale();
  const ids = { start: useId(), end: useId() };
  const [failure, setFailure] = useState<string | null>(null);
  const editing = initial.id !== null;
  const form = useForm<ContestForm>({
    defaultValues: initial,
    resolver: editorResolver<ContestForm>(
      () => contestSchema(editing ? { editing, originalType: initial.type } : { editing }),
      () => locale,
    ),
  });
  const {
    register,
    handleSubmit,
    watch,
    control,
    formState: { errors, isSubmitting },
  } = form;
  const [description, start, end] = watch(['description', 'startTime', 'endTime']);
  const { duration } = contestDurationSeconds(start, end);
  // The resolver keys each message by its full path (`accountLimit.endNumber`, `awardConfigList[0].num`).
  const errorOf = (path: string) =>
    (errors as Record<string, { message?: string } | undefined>)[path]?.message ?? null;

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await saveContest(gid, toContestBody(values));
      onSaved();
    } catch (error) {
      setFailure(isApiError(error) ? error.msg : t('groupAdmin.failed'));
    }
  });

  const dateField = (name: 'startTime' | 'endTime', id: string, label: string) => (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <input
            id={id}
            ref={field.ref}
            type="datetime-local"
            className="field__input"
            aria-required
            aria-invalid={errorOf(name) ? true : undefined}
            aria-describedby={`${id}-error`}
            value={toLocalInput(field.value)}
            onBlur={field.onBlur}
            onChange={(event) => field.onChange(fromLocalInput(event.target.value))}
          />
        )}
      />
      <p id={`${id}-error`} className="field__error">
        {errorOf(name)}
      </p>
    </div>
  );

  return (
    <Dialog
      title={t(editing ? 'groupAdmin.contest.edit' : 'groupAdmin.contest.create')}
      onClose={onClose}
      width={860}
    >
      <form className="group-form-dialog" onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label={t('groupAdmin.contest.titleField')}
          required
          error={errorOf('title')}
          {...register('title')}
        />
        <MarkdownPreviewField
          label={t('groupAdmin.contest.description')}
          value={description}
          error={errorOf('description')}
          rows={6}
          registration={register('description')}
        />
        <div className="group-form__row">
          {dateField('startTime', ids.start, t('groupAdmin.contest.start'))}
          {dateField('endTime', ids.end, t('groupAdmin.contest.end'))}
          <p className="group-form__hint" aria-live="polite">
            {t('groupAdmin.contest.duration', { duration: formatDuration(duration, locale) })}
          </p>
        </div>
        <ContestRuleFields form={form} errorOf={errorOf} editing={editing} />
        <ContestAwardsFields form={form} errorOf={errorOf} />
        <ContestAccessFields form={form} errorOf={errorOf} />
        <EditorFooter failure={failure} saving={isSubmitting} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
