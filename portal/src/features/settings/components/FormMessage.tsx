/** The outcome of a form: an error is an alert (announced at once), a success a polite status. */
export type FormOutcome = { kind: 'error' | 'success'; text: string } | null;

export function FormMessage({ outcome }: { outcome: FormOutcome }) {
  return (
    <>
      <div role="alert" className="settings-form__message settings-form__message--error">
        {outcome?.kind === 'error' ? outcome.text : null}
      </div>
      <div role="status" className="settings-form__message settings-form__message--success">
        {outcome?.kind === 'success' ? outcome.text : null}
      </div>
    </>
  );
}
