import { useT } from '@portal/i18n/useT';
import { Spinner } from '@portal/shared/ui/icons';
import '@portal/i18n/pages/groupContentAdmin';
import './GroupForm.css';

interface EditorFooterProps {
  /** The server's reason a save was refused; the typed form stays as it is. */
  failure: string | null;
  saving: boolean;
  onCancel: () => void;
}

/** The end of a group admin editor: the refusal, if any, read out at once; Cancel and Save (busy while saving). */
export function EditorFooter({ failure, saving, onCancel }: EditorFooterProps) {
  const t = useT();
  return (
    <>
      <p role="alert" className="group-form__failure">
        {failure}
      </p>
      <div className="group-form__actions">
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {t('groupAdmin.cancel')}
        </button>
        <button type="submit" className="button button--primary" disabled={saving} aria-busy={saving}>
          {saving ? <Spinner /> : null}
          {t('groupAdmin.save')}
        </button>
      </div>
    </>
  );
}
