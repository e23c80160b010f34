import { useId, useRef, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useT } from '@portal/i18n/useT';
import { showToast } from '@portal/shared/toast/toastStore';
import { CheckIcon, Spinner } from '@portal/shared/ui/icons';
import { submitPrint } from '../api/printApi';
import { PRINT_MIN_LENGTH, printLength, printProblem, type PrintProblem } from '../model/printRules';

function problemText(t: ReturnType<typeof useT>, problem: PrintProblem): string {
  return problem.kind === 'empty'
    ? t('contestTools.print.empty')
    : t('contestTools.print.tooShort', { min: PRINT_MIN_LENGTH });
}

/**
 * A contestant's text for the contest printer. A counter under the box says how many characters are still
 * needed while typing; a send that breaks a rule says which, and after that the message follows the text as it
 * changes. A failed send keeps the text; a good one empties the box and says the staff will print it.
 */
export function PrintForm({ contestId }: { contestId: number }) {
  const t = useT();
  const id = useId();
  const box = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState('');
  const [attempted, setAttempted] = useState(false);
  const [sent, setSent] = useState(false);
  const send = useMutation({
    mutationFn: (content: string) => submitPrint(contestId, content),
    onSuccess: () => {
      setText('');
      setAttempted(false);
      setSent(true);
      showToast('success', t('contestTools.print.success'));
    },
    // The request layer has shown why; the text stays for another try.
  });

  const problem = attempted ? printProblem(text) : null;
  const length = printLength(text);
  const missing = PRINT_MIN_LENGTH - length;
  let counter: string;
  if (length === 0) counter = t('contestTools.print.minimum', { min: PRINT_MIN_LENGTH });
  else if (missing > 0) counter = t('contestTools.print.missing', { count: missing, length });
  else counter = t('contestTools.print.length', { count: length });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    setAttempted(true);
    setSent(false);
    if (printProblem(text)) {
      box.current?.focus();
      return;
    }
    send.mutate(text);
  };

  const counterId = `${id}-counter`;
  const errorId = `${id}-error`;
  return (
    <form className="print-form" onSubmit={submit} noValidate>
      <label className="field__label" htmlFor={id}>
        {t('contestTools.print.label')}
      </label>
      <textarea
        ref={box}
        id={id}
        className="field__input print-form__input"
        rows={16}
        value={text}
        spellCheck={false}
        onChange={(event) => {
          setText(event.target.value);
          setSent(false);
        }}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${errorId} ${counterId}` : counterId}
      />
      <p
        id={counterId}
        className={missing > 0 ? 'print-form__counter' : 'print-form__counter print-form__counter--ok'}
      >
        {counter}
      </p>
      {problem ? (
        <p id={errorId} className="field__error" role="alert">
          {problemText(t, problem)}
        </p>
      ) : null}
      {sent ? (
        <p className="print-form__sent" role="status">
          <CheckIcon />
          {t('contestTools.print.sent')}
        </p>
      ) : null}
      <div className="print-form__actions">
        <button type="submit" className="button button--primary" aria-disabled={send.isPending || undefined}>
          {send.isPending ? <Spinner /> : null}
          {send.isPending ? t('contestTools.print.sending') : t('contestTools.print.submit')}
        </button>
      </div>
    </form>
  );
}
