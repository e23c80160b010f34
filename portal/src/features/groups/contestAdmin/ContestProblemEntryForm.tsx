import { useState } from 'react';
import type { ContestProblem } from '@generated/model/index';
import { isApiError } from '@hoj/core/http/apiError';
import { useT } from '@portal/i18n/useT';
import { TextField } from '@portal/shared/ui/TextField';
import { updateContestProblem } from './contestAdminApi';

interface ContestProblemEntryFormProps {
  entry: ContestProblem & { id: number };
  onSaved: () => Promise<void>;
  onCancel: () => void;
}

/** A contest problem's label, the title it shows in the contest and its balloon colour. */
export function ContestProblemEntryForm({ entry, onSaved, onCancel }: ContestProblemEntryFormProps) {
  const t = useT();
  const [displayId, setDisplayId] = useState(entry.displayId ?? '');
  const [displayTitle, setDisplayTitle] = useState(entry.displayTitle ?? '');
  const [color, setColor] = useState(entry.color ?? '#ffffff');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    if (displayId.trim() === '') {
      setFailure(t('groupAdmin.contest.labelRequired'));
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      await updateContestProblem({ ...entry, displayId: displayId.trim(), displayTitle, color });
      await onSaved();
    } catch (error) {
      setFailure(isApiError(error) ? error.msg : t('groupAdmin.failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      className="group-form__row"
      aria-label={t('groupAdmin.contest.entryOf', { id: entry.displayId ?? '' })}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <TextField
        label={t('groupAdmin.contest.label')}
        required
        value={displayId}
        onChange={(event) => setDisplayId(event.target.value)}
      />
      <TextField
        label={t('groupAdmin.contest.displayTitle')}
        value={displayTitle}
        onChange={(event) => setDisplayTitle(event.target.value)}
      />
      <TextField
        label={t('groupAdmin.contest.balloon')}
        type="color"
        value={color}
        onChange={(event) => setColor(event.target.value)}
      />
      <p role="alert" className="group-form__failure">
        {failure}
      </p>
      <div className="group-form__actions">
        <button type="button" className="button button--secondary button--small" onClick={onCancel}>
          {t('groupAdmin.cancel')}
        </button>
        <button type="submit" className="button button--primary button--small" disabled={busy}>
          {t('groupAdmin.save')}
        </button>
      </div>
    </form>
  );
}
