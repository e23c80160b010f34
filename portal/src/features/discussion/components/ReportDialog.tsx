import { useId, useState, type FormEvent } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import {
  REPORT_REASON_MAX,
  REPORT_TAG_ORDER,
  reportBody,
  reportProblem,
  type ReportTag,
} from '@hoj/core/editor/discussionPost';
import '@portal/i18n/pages/discussionEditor';
import '@portal/i18n/pages/discussions';
import { useLocale, useT } from '@portal/i18n/useT';
import { userSignal } from '@portal/shared/session/sessionSignals';
import { showToast } from '@portal/shared/toast/toastStore';
import { Dialog } from '@portal/shared/ui/Dialog';
import { Spinner } from '@portal/shared/ui/icons';
import { reportDiscussion } from '../api/discussionActions';
import { editorText } from '../model/editorText';
import './ReportDialog.css';

interface ReportDialogProps {
  did: number;
  title: string;
  onClose: () => void;
}

/**
 * Reports a post to the site's admins: any of the tags and a reason of at most 200 characters, at least one of
 * the two. Sent as HOJ sends it (the tags wrapped in `#`, then the reason), filed under the reader's username.
 */
export function ReportDialog({ did, title, onClose }: ReportDialogProps) {
  useSignals();
  const t = useT();
  const locale = useLocale();
  const id = useId();
  const [tags, setTags] = useState<ReportTag[]>([]);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<unknown>(null);
  const [sending, setSending] = useState(false);
  const username = userSignal.value?.username ?? '';

  const toggle = (tag: ReportTag, on: boolean) =>
    setTags((chosen) => (on ? [...chosen, tag] : chosen.filter((other) => other !== tag)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const found = reportProblem(tags, reason);
    setProblem(found);
    if (found) return;
    setSending(true);
    try {
      await reportDiscussion(reportBody(did, username, tags, reason));
      showToast('success', t('discussions.report.sent'));
      onClose();
    } catch {
      // The request layer has said why; what was chosen and typed stays for another try.
    } finally {
      setSending(false);
    }
  };

  const reasonId = `${id}-reason`;
  const errorId = `${id}-error`;
  const counterId = `${id}-counter`;
  return (
    <Dialog title={t('discussions.report.title')} onClose={onClose} width={440}>
      <form className="report-dialog" onSubmit={(event) => void submit(event)} noValidate>
        <p className="report-dialog__about">{t('discussions.report.about', { title })}</p>
        <fieldset className="report-dialog__tags">
          <legend className="field__label">{t('discussions.report.tags')}</legend>
          {REPORT_TAG_ORDER.map((tag) => (
            <label key={tag} className="report-dialog__tag">
              <input
                type="checkbox"
                checked={tags.includes(tag)}
                onChange={(event) => toggle(tag, event.target.checked)}
              />
              {t(`discussions.report.tag.${tag}`)}
            </label>
          ))}
        </fieldset>
        <div className="field">
          <label className="field__label" htmlFor={reasonId}>
            {t('discussions.report.reason')}
          </label>
          <textarea
            id={reasonId}
            className="field__input"
            rows={4}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            placeholder={t('discussions.report.reasonPlaceholder')}
            aria-invalid={problem ? true : undefined}
            aria-describedby={`${counterId}${problem ? ` ${errorId}` : ''}`}
          />
          <p id={counterId} className="report-dialog__counter">
            {t('discussions.editor.count', { count: reason.length, max: REPORT_REASON_MAX })}
          </p>
        </div>
        {problem ? (
          <p id={errorId} className="field__error" role="alert">
            {editorText(problem, locale)}
          </p>
        ) : null}
        <div className="report-dialog__actions">
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t('discussions.editor.cancel')}
          </button>
          <button type="submit" className="button button--danger" disabled={sending} aria-busy={sending}>
            {sending ? <Spinner /> : null}
            {t('discussions.report.send')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
