import { useEffect, type ReactNode } from 'react';
import { PERF_MARKS, markOnce } from '@hoj/core/perf/marks';
import type { ProblemInfoVO } from '@generated/model/index';
import { Markdown } from '@hoj/core/markdown/Markdown.tsx';
// A statement is maths: its formulas are previewed in its first render, not a fetch later (formulaPreview.ts).
import '@hoj/core/markdown/previewNow';
import { parseExamples } from '@hoj/core/parse/problemExamples';
import { recordsOf } from '@hoj/core/parse/lenient';
import type { Tag as TagVO } from '@generated/model/index';
import { useLocale, useT } from '@portal/i18n/useT';
import { Tag } from '@portal/shared/ui/Tag';
import { SampleBlock } from './SampleBlock';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="problem-section">
      <h2 className="problem-section__title">{title}</h2>
      {children}
    </section>
  );
}

const filled = (text: string | null | undefined): text is string =>
  typeof text === 'string' && text.trim() !== '';

/**
 * The statement: description, input, output, samples, hint, source, tags and the file names of a file-IO
 * problem. Statements are written by staff, so their HTML renders (trusted), maths included.
 */
export function ProblemStatement({ info }: { info: ProblemInfoVO }) {
  const t = useT();
  const locale = useLocale();
  const { problem } = info;
  const examples = parseExamples(problem.examples);
  const tags = recordsOf<TagVO>(info.tags, 'problem tags').filter((tag) => filled(tag.name));
  const markdown = (source: string) => <Markdown source={source} trusted locale={locale} />;
  // For `npm run bench:problem` and real-user timing: the statement is on screen (it must not wait for the editor).
  useEffect(() => markOnce(PERF_MARKS.statementVisible), []);

  return (
    <div className="problem-statement">
      {filled(problem.description) ? (
        <Section title={t('problemDetails.section.description')}>{markdown(problem.description)}</Section>
      ) : null}
      {filled(problem.input) ? (
        <Section title={t('problemDetails.section.input')}>{markdown(problem.input)}</Section>
      ) : null}
      {filled(problem.output) ? (
        <Section title={t('problemDetails.section.output')}>{markdown(problem.output)}</Section>
      ) : null}
      {problem.isFileIO ? (
        <Section title={t('problemDetails.section.fileIO')}>
          <ul className="problem-statement__files">
            <li>{t('problemDetails.fileIO.read', { name: problem.ioReadFileName ?? '' })}</li>
            <li>{t('problemDetails.fileIO.write', { name: problem.ioWriteFileName ?? '' })}</li>
          </ul>
        </Section>
      ) : null}
      {examples.length > 0 ? (
        <Section title={t('problemDetails.section.samples')}>
          {examples.map((example, index) => (
            <SampleBlock key={index} example={example} n={index + 1} />
          ))}
        </Section>
      ) : null}
      {filled(problem.hint) ? (
        <Section title={t('problemDetails.section.hint')}>{markdown(problem.hint)}</Section>
      ) : null}
      {filled(problem.source) ? (
        <Section title={t('problemDetails.section.source')}>{markdown(problem.source)}</Section>
      ) : null}
      {tags.length > 0 ? (
        <Section title={t('problemDetails.section.tags')}>
          <ul className="problem-statement__tags">
            {tags.map((tag, index) => (
              <li key={tag.id ?? index}>
                <Tag>{tag.name}</Tag>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
    </div>
  );
}
