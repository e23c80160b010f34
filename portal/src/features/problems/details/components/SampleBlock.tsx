import type { ProblemExample } from '@hoj/core/parse/problemExamples';
import { useT } from '@portal/i18n/useT';
import { copyWithToast } from './copyText';

function SampleText({ heading, copyLabel, text }: { heading: string; copyLabel: string; text: string }) {
  return (
    <div className="problem-sample__part">
      <div className="problem-sample__head">
        <h3 className="problem-sample__title">{heading}</h3>
        <button
          type="button"
          className="button button--ghost button--small"
          onClick={() => void copyWithToast(text)}
          aria-label={copyLabel}
          title={copyLabel}
        >
          <CopyIcon />
        </button>
      </div>
      {/* A long line scrolls inside its block; the region is focusable so the keyboard can scroll it too. */}
      <pre className="problem-sample__text" tabIndex={0}>
        {text}
      </pre>
    </div>
  );
}

/** Sample `n` (1-based): its input and output side by side (stacked on narrow panes), each with a copy button. */
export function SampleBlock({ example, n }: { example: ProblemExample; n: number }) {
  const t = useT();
  return (
    <div className="problem-sample">
      <SampleText
        heading={t('problemDetails.sample.input', { n })}
        copyLabel={t('problemDetails.sample.copyInput', { n })}
        text={example.input}
      />
      <SampleText
        heading={t('problemDetails.sample.output', { n })}
        copyLabel={t('problemDetails.sample.copyOutput', { n })}
        text={example.output}
      />
    </div>
  );
}

const CopyIcon = () => (
  <svg className="icon" width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      d="M9 9h10v12H9zM5 15H4V3h11v1"
    />
  </svg>
);
