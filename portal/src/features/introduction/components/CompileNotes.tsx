import { Fragment } from 'react';
import { useT } from '@portal/i18n/useT';
import { Panel } from '@portal/shared/ui/Panel';

const TIPS = [
  'introduction.compile.tip1',
  'introduction.compile.tip2',
  'introduction.compile.tip3',
  'introduction.compile.tip4',
] as const;

/** A text with `backticked` parts shown as code (identifiers and formats in the notes). */
function WithCode({ text }: { text: string }) {
  return (
    <>
      {text
        .split('`')
        .map((part, index) =>
          index % 2 === 1 ? <code key={index}>{part}</code> : <Fragment key={index}>{part}</Fragment>,
        )}
    </>
  );
}

/** Mistakes that fail to compile on the judge's GNU compilers though they build elsewhere. */
export function CompileNotes() {
  const t = useT();
  return (
    <Panel title={t('introduction.compile.title')}>
      <ol className="introduction-notes">
        {TIPS.map((key) => (
          <li key={key}>
            <WithCode text={t(key)} />
          </li>
        ))}
      </ol>
    </Panel>
  );
}
