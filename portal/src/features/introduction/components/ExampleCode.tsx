import { useId, useMemo } from 'react';
import { useT } from '@portal/i18n/useT';
import { showToast } from '@portal/shared/toast/toastStore';
import { grammarOf } from '../model/codeGrammars';
import { highlight } from '../model/highlight';

interface ExampleCodeProps {
  code: string;
  /** The language's name, for the copy button's label and the colouring when no MIME type came. */
  language: string;
  contentType: string | null;
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
 * A language's A+B example, coloured by a small scanner rather than the editor (this page stays light), with a
 * copy button. The colours are classes styled from the theme's palette, so both themes read well.
 */
export function ExampleCode({ code, language, contentType }: ExampleCodeProps) {
  const t = useT();
  const id = useId();
  const tokens = useMemo(
    () => highlight(code, grammarOf(contentType, language)),
    [code, contentType, language],
  );

  const copy = async () => {
    const copied = await copyText(code);
    showToast(
      copied ? 'success' : 'error',
      t(copied ? 'introduction.code.copied' : 'introduction.code.copyFailed'),
    );
  };

  return (
    <figure className="introduction-code" aria-labelledby={`${id}-caption`}>
      <figcaption className="introduction-code__bar">
        <span id={`${id}-caption`}>{t('introduction.language.example')}</span>
        <button
          type="button"
          className="button button--ghost button--small"
          aria-label={t('introduction.code.copyLabel', { language })}
          onClick={() => void copy()}
        >
          {t('introduction.code.copy')}
        </button>
      </figcaption>
      {/* Focusable so keyboard users can scroll long lines. */}
      <pre className="introduction-code__body" tabIndex={0}>
        <code>
          {tokens.map((token, index) =>
            token.kind === 'plain' ? (
              token.text
            ) : (
              <span key={index} className={`code-token code-token--${token.kind}`}>
                {token.text}
              </span>
            ),
          )}
        </code>
      </pre>
    </figure>
  );
}
