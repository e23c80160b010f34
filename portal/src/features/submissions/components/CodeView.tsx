import { useId } from 'react';
import { useT } from '@portal/i18n/useT';
import { showToast } from '@portal/shared/toast/toastStore';
import '@portal/i18n/pages/submissions';

interface CodeViewProps {
  code: string;
  language: string | null | undefined;
}

async function copyText(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * Submitted code as plain text with line numbers (no editor: this page stays light), and a copy button. The
 * numbers are drawn beside the text, not inside it, so a selection copies the code alone.
 */
export function CodeView({ code, language }: CodeViewProps) {
  const t = useT();
  const id = useId();
  const lines = code.split('\n');

  const copy = async () => {
    const copied = await copyText(code);
    showToast(
      copied ? 'success' : 'error',
      t(copied ? 'submissions.detail.copied' : 'submissions.detail.copyFailed'),
    );
  };

  return (
    <figure className="code-view" aria-labelledby={`${id}-caption`}>
      <figcaption id={`${id}-caption`} className="code-view__bar">
        <span>
          {t('submissions.detail.code')}
          {language ? <span className="code-view__language"> · {language}</span> : null}
        </span>
        <button type="button" className="button button--secondary button--small" onClick={() => void copy()}>
          {t('submissions.detail.copy')}
        </button>
      </figcaption>
      <div className="code-view__body">
        <pre className="code-view__numbers" aria-hidden="true">
          {lines.map((_, index) => `${index + 1}\n`).join('')}
        </pre>
        {/* Focusable so keyboard users can scroll long lines. */}
        <pre className="code-view__code" tabIndex={0}>
          <code>{code}</code>
        </pre>
      </div>
    </figure>
  );
}
