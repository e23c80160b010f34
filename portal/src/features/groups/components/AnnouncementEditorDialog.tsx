import { useId, useState, type FormEvent } from 'react';
import { isApiError } from '@hoj/core/http/apiError';
import { useT } from '@portal/i18n/useT';
import { Dialog } from '@portal/shared/ui/Dialog';
import { Spinner } from '@portal/shared/ui/icons';
import { TextField } from '@portal/shared/ui/TextField';
import type { AnnouncementDraft } from '../api/announcementQueries';
import './GroupForm.css';

interface AnnouncementEditorDialogProps {
  /** The announcement being edited, or a new one (no id). */
  initial: AnnouncementDraft;
  /** Saves; a rejection keeps the dialog open with the server's reason and what was typed. */
  onSave: (draft: AnnouncementDraft) => Promise<void>;
  onClose: () => void;
}

const TITLE_MAX = 255;

/**
 * Writing or changing a group announcement: a title and Markdown content (both required), and its visibility.
 */
export function AnnouncementEditorDialog({ initial, onSave, onClose }: AnnouncementEditorDialogProps) {
  const t = useT();
  const contentId = useId();
  const [draft, setDraft] = useState(initial);
  const [checked, setChecked] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const titleError = !draft.title.trim()
    ? t('groups.announcementAdmin.titleRequired')
    : draft.title.trim().length > TITLE_MAX
      ? t('groups.announcementAdmin.titleTooLong', { max: TITLE_MAX })
      : null;
  const contentError = draft.content.trim() ? null : t('groups.announcementAdmin.contentRequired');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (titleError || contentError || sending) return;
    setSending(true);
    setFailure(null);
    try {
      await onSave({ ...draft, title: draft.title.trim() });
    } catch (error) {
      setFailure(isApiError(error) ? error.msg : t('groups.action.failed'));
      setSending(false);
    }
  };

  return (
    <Dialog
      title={t(draft.id === undefined ? 'groups.announcementAdmin.create' : 'groups.announcementAdmin.edit')}
      onClose={onClose}
      width={760}
    >
      <form className="group-form-dialog" onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label={t('groups.announcementAdmin.titleField')}
          required
          value={draft.title}
          error={checked ? titleError : null}
          onChange={(event) => setDraft({ ...draft, title: event.target.value })}
        />
        <div className="field">
          <label className="field__label" htmlFor={contentId}>
            {t('groups.announcementAdmin.contentField')}
          </label>
          <textarea
            id={contentId}
            className="field__input group-form__description"
            rows={10}
            aria-required
            aria-invalid={checked && contentError ? true : undefined}
            aria-describedby={`${contentId}-error`}
            value={draft.content}
            onChange={(event) => setDraft({ ...draft, content: event.target.value })}
          />
          <p id={`${contentId}-error`} className="field__error">
            {checked ? contentError : null}
          </p>
        </div>
        <label className="group-form__switch">
          <input
            type="checkbox"
            role="switch"
            checked={draft.status === 0}
            onChange={(event) => setDraft({ ...draft, status: event.target.checked ? 0 : 1 })}
          />
          {t('groups.announcementAdmin.visible')}
        </label>
        <p role="alert" className="group-form__failure">
          {failure}
        </p>
        <div className="group-form__actions">
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t('groups.cancel')}
          </button>
          <button type="submit" className="button button--primary" disabled={sending} aria-busy={sending}>
            {sending ? <Spinner /> : null}
            {t('groups.save')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
