import { useId, useState } from 'react';
import { DownloadContestACSubmissionSplitType as SplitType } from '@generated/model/index';
import { isApiError } from '@hoj/core/http/apiError';
import { useT } from '@portal/i18n/useT';
import { Dialog } from '@portal/shared/ui/Dialog';
import { Spinner } from '@portal/shared/ui/icons';

/** `GET /api/file/download-contest-ac-submission`: the contest's accepted programs as one zip. */
const acDownloadUrl = (cid: number, excludeAdmin: boolean, splitType: SplitType) =>
  `/api/file/download-contest-ac-submission?${new URLSearchParams({
    cid: String(cid),
    excludeAdmin: String(excludeAdmin),
    splitType,
  }).toString()}`;

interface DownloadAcDialogProps {
  cid: number;
  title: string;
  onDone: () => void;
  onClose: () => void;
}

/**
 * Asks how to pack a contest's accepted code (the group's admins in or out, folders by user or by problem),
 * then saves the zip; the server's refusal (nothing accepted yet) stays in the dialog.
 */
export function DownloadAcDialog({ cid, title, onDone, onClose }: DownloadAcDialogProps) {
  const t = useT();
  const splitName = useId();
  const [excludeAdmin, setExcludeAdmin] = useState(true);
  const [splitType, setSplitType] = useState<SplitType>(SplitType.user);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const { downloadFile, saveBlob } = await import('@hoj/core/http/download');
      const { blob } = await downloadFile(acDownloadUrl(cid, excludeAdmin, splitType));
      saveBlob(blob, `contest-${cid}-accepted-code.zip`);
      onDone();
    } catch (error) {
      setFailure(isApiError(error) ? error.msg : t('groupAdmin.failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog title={t('groupAdmin.contest.downloadTitle')} onClose={onClose}>
      <div className="group-form-dialog">
        <p>{t('groupAdmin.contest.downloadIntro', { title })}</p>
        <label className="group-form__switch">
          <input
            type="checkbox"
            checked={excludeAdmin}
            onChange={(event) => setExcludeAdmin(event.target.checked)}
          />
          {t('groupAdmin.contest.excludeAdmin')}
        </label>
        <fieldset className="group-form__switch">
          <legend>{t('groupAdmin.contest.splitType')}</legend>
          <label>
            <input
              type="radio"
              name={splitName}
              checked={splitType === SplitType.user}
              onChange={() => setSplitType(SplitType.user)}
            />
            {t('groupAdmin.contest.byUser')}
          </label>
          <label>
            <input
              type="radio"
              name={splitName}
              checked={splitType === SplitType.problem}
              onChange={() => setSplitType(SplitType.problem)}
            />
            {t('groupAdmin.contest.byProblem')}
          </label>
        </fieldset>
        <p role="alert" className="group-form__failure">
          {failure}
        </p>
        <div className="group-form__actions">
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t('groupAdmin.cancel')}
          </button>
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            aria-busy={busy}
            onClick={() => void download()}
          >
            {busy ? <Spinner /> : null}
            {t('groupAdmin.contest.download')}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
