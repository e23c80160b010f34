import { useId, useState } from 'react';
import { isApiError } from '@hoj/core/http/apiError';
import { useT } from '@portal/i18n/useT';
import { TextField } from '@portal/shared/ui/TextField';
import { EditorFooter } from '../components/EditorFooter';
import { saveContestAnnouncement, type AnnouncementRow } from './contestAdminApi';

interface ContestAnnouncementFormProps {
  cid: number;
  /** The announcement being changed; null for a new one */
  initial: AnnouncementRow | null;
  onSaved: () => Promise<void>;
  onCancel: () => void;
}

/** Title, text and whether contestants see it; a failed save keeps what was typed and says why. */
export function ContestAnnouncementForm({ cid, initial, onSaved, onCancel }: ContestAnnouncementFormProps) {
  const t = useT();
  const contentId = useId();
  const [title, setTitle] = useState(initial?.title ?? '');
  const [content, setContent] = useState(initial?.content ?? '');
  // Status 0 is shown to contestants, 1 hidden.
  const [shown, setShown] = useState((initial?.status ?? 0) === 0);
  const [errors, setErrors] = useState<{ title?: string; content?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    const next = {
      ...(title.trim() === '' ? { title: t('groupAdmin.contest.announcementTitleRequired') } : {}),
      ...(content.trim() === '' ? { content: t('groupAdmin.contest.announcementContentRequired') } : {}),
    };
    setErrors(next);
    if (next.title || next.content) return;
    setBusy(true);
    setFailure(null);
    try {
      await saveContestAnnouncement(cid, {
        ...(initial ?? {}),
        title: title.trim(),
        content,
        status: shown ? 0 : 1,
      });
      await onSaved();
    } catch (error) {
      setFailure(isApiError(error) ? error.msg : t('groupAdmin.failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      className="group-form-dialog"
      aria-label={t(initial ? 'groupAdmin.contest.editAnnouncement' : 'groupAdmin.contest.newAnnouncement')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <TextField
        label={t('groupAdmin.contest.announcementTitle')}
        required
        value={title}
        error={errors.title ?? null}
        onChange={(event) => setTitle(event.target.value)}
      />
      <div className="field">
        <label className="field__label" htmlFor={contentId}>
          {t('groupAdmin.contest.announcementContent')}
        </label>
        <textarea
          id={contentId}
          className="field__input"
          rows={4}
          aria-required
          aria-invalid={errors.content ? true : undefined}
          aria-describedby={`${contentId}-error`}
          value={content}
          onChange={(event) => setContent(event.target.value)}
        />
        <p id={`${contentId}-error`} className="field__error">
          {errors.content}
        </p>
      </div>
      <label className="group-form__switch">
        <input
          type="checkbox"
          role="switch"
          checked={shown}
          onChange={(event) => setShown(event.target.checked)}
        />
        {t('groupAdmin.contest.announcementShown')}
      </label>
      <EditorFooter failure={failure} saving={busy} onCancel={onCancel} />
    </form>
  );
}
