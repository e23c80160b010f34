import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { TrainingAuth } from '@generated/model/index';
import { toTrainingBody, trainingSchema, type TrainingForm } from '@hoj/core/editor/trainingEditor';
import { isApiError } from '@hoj/core/http/apiError';
import '@portal/i18n/pages/groupContentAdmin';
import { useLocale, useT } from '@portal/i18n/useT';
import { Dialog } from '@portal/shared/ui/Dialog';
import { TextField } from '@portal/shared/ui/TextField';
import { EditorFooter } from '../components/EditorFooter';
import { MarkdownPreviewField } from '../components/MarkdownPreviewField';
import '../components/GroupForm.css';
import { editorResolver } from '../model/editorResolver';
import { saveTraining, trainingCategoriesQuery } from './trainingAdminApi';

interface TrainingEditorDialogProps {
  initial: TrainingForm;
  onSaved: () => void;
  onClose: () => void;
}

/**
 * Creating or changing a group training: title, Markdown description with a preview, rank, category,
 * visibility and access (a password for a private one). A failed save keeps what was typed and shows why.
 */
export function TrainingEditorDialog({ initial, onSaved, onClose }: TrainingEditorDialogProps) {
  const t = useT();
  const locale = useLocale();
  const ids = { category: useId(), auth: useId() };
  const [failure, setFailure] = useState<string | null>(null);
  const categories = useQuery(trainingCategoriesQuery());
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<TrainingForm>({
    defaultValues: initial,
    resolver: editorResolver<TrainingForm>(trainingSchema, () => locale),
  });
  const auth = watch('auth');
  const description = watch('description');

  const submit = handleSubmit(async (form) => {
    setFailure(null);
    try {
      const category = categories.data?.find((c) => c.id === form.categoryId) ?? null;
      await saveTraining(toTrainingBody(form, category));
      onSaved();
    } catch (error) {
      setFailure(isApiError(error) ? error.msg : t('groupAdmin.failed'));
    }
  });

  const errorOf = (name: keyof TrainingForm) => errors[name]?.message ?? null;
  return (
    <Dialog
      title={t(initial.id === null ? 'groupAdmin.training.create' : 'groupAdmin.training.edit')}
      onClose={onClose}
      width={760}
    >
      <form className="group-form-dialog" onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label={t('groupAdmin.training.titleField')}
          required
          error={errorOf('title')}
          {...register('title')}
        />
        <MarkdownPreviewField
          label={t('groupAdmin.training.description')}
          value={description}
          error={errorOf('description')}
          rows={8}
          registration={register('description')}
        />
        <div className="group-form__row">
          <TextField
            label={t('groupAdmin.training.rank')}
            type="number"
            inputMode="numeric"
            required
            error={errorOf('rank')}
            {...register('rank', { setValueAs: (v: unknown) => (v === '' || v === null ? null : Number(v)) })}
          />
          <div className="field">
            <label className="field__label" htmlFor={ids.category}>
              {t('groupAdmin.training.category')}
            </label>
            <select
              id={ids.category}
              className="field__input"
              aria-required
              aria-invalid={errors.categoryId ? true : undefined}
              aria-describedby={`${ids.category}-error`}
              {...register('categoryId', {
                setValueAs: (v: unknown) => (v === '' || v === null ? null : Number(v)),
              })}
            >
              <option value="">{t('groupAdmin.training.chooseCategory')}</option>
              {(categories.data ?? []).map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
            <p id={`${ids.category}-error`} className="field__error">
              {errorOf('categoryId')}
            </p>
          </div>
        </div>
        <div className="group-form__row">
          <div className="field">
            <label className="field__label" htmlFor={ids.auth}>
              {t('groupAdmin.training.auth')}
            </label>
            <select id={ids.auth} className="field__input" {...register('auth')}>
              <option value={TrainingAuth.PUBLIC}>{t('groupAdmin.training.public')}</option>
              <option value={TrainingAuth.PRIVATE}>{t('groupAdmin.training.private')}</option>
            </select>
          </div>
          {auth === TrainingAuth.PRIVATE ? (
            <TextField
              label={t('groupAdmin.training.password')}
              required
              autoComplete="off"
              error={errorOf('privatePwd')}
              {...register('privatePwd')}
            />
          ) : null}
        </div>
        <label className="group-form__switch">
          <input type="checkbox" role="switch" {...register('status')} />
          {t('groupAdmin.visible')}
        </label>
        <EditorFooter failure={failure} saving={isSubmitting} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
