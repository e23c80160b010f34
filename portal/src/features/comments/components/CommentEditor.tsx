import { useId, useState, type FormEvent, type Ref } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { useT } from '@portal/i18n/useT';
import { openLoginDialog } from '@portal/shared/auth/loginDialogState';
import { isLoggedIn } from '@portal/shared/session/sessionSignals';
import { Spinner } from '@portal/shared/ui/icons';
import { CONTENT_MAX, contentProblem, type ContentProblem } from '../model/commentRules';

interface CommentEditorProps {
  kind: 'comment' | 'reply';
  label: string;
  placeholder: string;
  submitLabel: string;
  /** Resolves when sent (the text is cleared); rejects on failure (the text stays for another try). */
  onSubmit: (content: string) => Promise<void>;
  onCancel?: () => void;
  textareaRef?: Ref<HTMLTextAreaElement>;
  rows?: number;
}

const problemKey = {
  empty: 'comments.contentEmpty',
  tooLong: 'comments.contentTooLong',
  htmlTag: 'comments.contentHasTags',
} as const satisfies Record<ContentProblem, string>;

/**
 * The text box of a new comment or reply: login first, not blank, at most 10000 characters with a live
 * counter, no HTML tags in comments. Whatever was typed survives a failed send.
 */
export function CommentEditor({
  kind,
  label,
  placeholder,
  submitLabel,
  onSubmit,
  onCancel,
  textareaRef,
  rows = 4,
}: CommentEditorProps) {
  useSignals();
  const t = useT();
  const id = useId();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<ContentProblem | null>(null);
  const [sending, setSending] = useState(false);
  const over = text.length > CONTENT_MAX;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    if (!isLoggedIn.value) {
      openLoginDialog('loginRequired');
      return;
    }
    const found = contentProblem(text, kind);
    setProblem(found);
    if (found) return;
    setSending(true);
    try {
      await onSubmit(text);
      setText('');
    } catch {
      // The request layer has already shown why; the text stays so nothing typed is lost.
    } finally {
      setSending(false);
    }
  };

  const errorId = `${id}-error`;
  const counterId = `${id}-counter`;
  return (
    <form className="comment-editor" onSubmit={(event) => void submit(event)} noValidate>
      <label className="visually-hidden" htmlFor={id}>
        {label}
      </label>
      <textarea
        ref={textareaRef}
        id={id}
        className="field__input comment-editor__input"
        rows={rows}
        value={text}
        placeholder={placeholder}
        onChange={(event) => {
          setText(event.target.value);
          if (problem) setProblem(null);
        }}
        aria-invalid={problem ? true : undefined}
        aria-describedby={`${counterId}${problem ? ` ${errorId}` : ''}`}
      />
      <div className="comment-editor__bar">
        <span
          id={counterId}
          className={
            over ? 'comment-editor__counter comment-editor__counter--over' : 'comment-editor__counter'
          }
          aria-label={t('comments.counterLabel', { count: text.length, max: CONTENT_MAX })}
        >
          {t('comments.counter', { count: text.length, max: CONTENT_MAX })}
        </span>
        <div className="comment-editor__actions">
          {onCancel ? (
            <button type="button" className="button button--ghost button--small" onClick={onCancel}>
              {t('comments.cancel')}
            </button>
          ) : null}
          <button type="submit" className="button button--primary button--small" disabled={sending}>
            {sending ? <Spinner /> : null}
            {sending ? t('comments.sending') : submitLabel}
          </button>
        </div>
      </div>
      {problem ? (
        <p id={errorId} className="comment-editor__error" role="alert">
          {t(problemKey[problem], { max: CONTENT_MAX })}
        </p>
      ) : null}
    </form>
  );
}
