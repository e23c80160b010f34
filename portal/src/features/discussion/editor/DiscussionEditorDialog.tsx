import { useEffect, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { useSignals } from '@preact/signals-react/runtime';
import type { Category } from '@generated/model/index';
import { isAdminRole } from '@hoj/core/domain/roles';
import {
  DISCUSSION_CONTENT_MAX,
  DISCUSSION_DEFAULTS,
  discussionFormOf,
  problemTitlePrefix,
  type DiscussionForm,
} from '@hoj/core/editor/discussionPost';
import { discussionSchema } from '@hoj/core/editor/discussionSchema';
import '@portal/i18n/pages/discussionEditor';
import '@portal/i18n/pages/discussions';
import { localeSignal } from '@portal/i18n/locale';
import { useT } from '@portal/i18n/useT';
import { rolesSignal, userSignal } from '@portal/shared/session/sessionSignals';
import { Dialog } from '@portal/shared/ui/Dialog';
import { Spinner } from '@portal/shared/ui/icons';
import { TextField } from '@portal/shared/ui/TextField';
import { ErrorState, Skeleton } from '@portal/shared/ui/states';
import { discussionQuery, type DiscussionPost } from '../api/discussionQueries';
import { useDiscussionActions } from '../hooks/useDiscussionActions';
import {
  clearDiscussionDraft,
  discussionDraftKey,
  loadDiscussionDraft,
  saveDiscussionDraft,
} from '../model/discussionDraft';
import { isTrustedPoster, posterRoleOf, type PostRights } from '../model/discussionRights';
import type { DiscussionScope } from '../model/discussionScope';
import { schemaResolver } from '../model/schemaResolver';
import { CategorySelect } from './CategorySelect';
import { MarkdownField } from './MarkdownField';
import './DiscussionEditorDialog.css';

export type EditorTarget =
  { kind: 'create'; scope: DiscussionScope } | { kind: 'edit'; post: DiscussionPost; rights: PostRights };

export interface DiscussionEditorDialogProps {
  target: EditorTarget;
  categories: readonly Category[];
  onClose: () => void;
}

/**
 * Writing a post, or changing one: title, description, category, content in Markdown with its preview, and
 * the pin for admins. A new post's text is kept as a draft (per account and place) on every change, so closing
 * the dialog or reloading the page loses nothing; it goes once the post is sent. Rules are core's.
 */
export function DiscussionEditorDialog({ target, categories, onClose }: DiscussionEditorDialogProps) {
  const t = useT();
  // A list row carries no content unless it is the reader's own: an admin editing someone else's post from the
  // list reads the whole post first.
  const editing = target.kind === 'edit' ? target : null;
  const missing = editing !== null && editing.post.content == null;
  const full = useQuery({ ...discussionQuery(editing?.post.id ?? 0), enabled: missing });
  if (editing && missing) {
    const title = t('discussions.editor.editTitle');
    if (!full.data)
      return (
        <Dialog title={title} onClose={onClose} width={960}>
          {full.isError ? (
            <ErrorState
              message={t('discussion.error')}
              onRetry={() => void full.refetch()}
              error={full.error}
            />
          ) : (
            <Skeleton rows={6} />
          )}
        </Dialog>
      );
    return (
      <EditorForm
        target={{ ...editing, post: { ...editing.post, content: full.data.content } }}
        categories={categories}
        onClose={onClose}
      />
    );
  }
  return <EditorForm target={target} categories={categories} onClose={onClose} />;
}

function EditorForm({ target, categories, onClose }: DiscussionEditorDialogProps) {
  useSignals();
  const t = useT();
  const actions = useDiscussionActions();
  const uid = userSignal.value?.uid ?? '';
  const roles = rolesSignal.value;
  const creating = target.kind === 'create';
  const scope = creating ? target.scope : { gid: target.post.gid ?? null, pid: target.post.pid ?? null };
  const draftKey = creating ? discussionDraftKey(uid, scope) : null;
  const prefix = creating ? problemTitlePrefix(scope.pid) : '';
  const isSiteAdmin = isAdminRole(roles);

  // The form reads its starting values once; later renders must not reset what is being typed.
  const [defaults] = useState<DiscussionForm>(() =>
    target.kind === 'edit'
      ? discussionFormOf(target.post)
      : ((draftKey ? loadDiscussionDraft(draftKey) : null) ?? DISCUSSION_DEFAULTS),
  );
  const resolver = useMemo(
    () =>
      schemaResolver<DiscussionForm>(
        discussionSchema(),
        () => localeSignal.peek(),
        () => ({ titlePrefix: prefix }),
      ),
    [prefix],
  );
  const { control, register, handleSubmit, watch, formState } = useForm<DiscussionForm>({
    defaultValues: defaults,
    resolver,
    mode: 'onTouched',
  });
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (!draftKey) return undefined;
    const subscription = watch((values) =>
      saveDiscussionDraft(draftKey, { ...DISCUSSION_DEFAULTS, ...values }),
    );
    return () => subscription.unsubscribe();
  }, [watch, draftKey]);

  const submit = handleSubmit(async (form) => {
    if (sending) return;
    setSending(true);
    try {
      if (target.kind === 'create') {
        await actions.create(form, target.scope);
        if (draftKey) clearDiscussionDraft(draftKey);
      } else {
        await actions.update(target.post, form, target.rights);
      }
      onClose();
    } catch {
      // The request layer has said why; the dialog stays open with everything typed.
    } finally {
      setSending(false);
    }
  });

  // The preview draws the text with the rule set it will be published with: the role the post records.
  const trusted = isTrustedPoster(creating ? posterRoleOf(roles) : target.post.role);
  const errors = formState.errors;
  return (
    <Dialog
      title={t(creating ? 'discussions.editor.createTitle' : 'discussions.editor.editTitle')}
      onClose={onClose}
      width={960}
    >
      <form className="discussion-editor" onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label={t('discussions.editor.title')}
          required
          maxLength={1000}
          error={errors.title?.message}
          placeholder={t('discussions.editor.titlePlaceholder')}
          {...register('title')}
        />
        {prefix ? (
          <p className="discussion-editor__hint">
            {t('discussions.editor.prefixHint', { prefix: prefix.trim() })}
          </p>
        ) : null}
        <TextField
          label={t('discussions.editor.description')}
          required
          maxLength={1000}
          error={errors.description?.message}
          placeholder={t('discussions.editor.descriptionPlaceholder')}
          {...register('description')}
        />
        <Controller
          control={control}
          name="categoryId"
          render={({ field, fieldState }) => (
            <CategorySelect
              categories={categories}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
        {isSiteAdmin ? (
          <label className="discussion-editor__switch">
            <input type="checkbox" role="switch" {...register('topPriority')} />
            {t('discussions.editor.pinned')}
          </label>
        ) : null}
        <Controller
          control={control}
          name="content"
          render={({ field, fieldState }) => (
            <MarkdownField
              ref={field.ref}
              label={t('discussions.editor.content')}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
              trusted={trusted}
              max={DISCUSSION_CONTENT_MAX}
            />
          )}
        />
        <div className="discussion-editor__actions">
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t('discussions.editor.cancel')}
          </button>
          <button type="submit" className="button button--primary" disabled={sending} aria-busy={sending}>
            {sending ? <Spinner /> : null}
            {t(creating ? 'discussions.editor.post' : 'discussions.editor.save')}
          </button>
        </div>
        {creating ? <p className="discussion-editor__hint">{t('discussions.editor.draftKept')}</p> : null}
      </form>
    </Dialog>
  );
}
