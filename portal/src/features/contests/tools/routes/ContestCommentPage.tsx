import { useId, type ReactNode } from 'react';
import { useT } from '@portal/i18n/useT';
import { InfoIcon } from '@portal/shared/ui/icons';
import { ToolFrame } from '../components/ToolFrame';

interface ContestCommentPageProps {
  /** The contest's comment area: another feature's panel, which app/ puts in this slot. */
  renderComments: (contestId: number) => ReactNode;
}

/**
 * /contest/:contestID/comment (when the site's contest comments are on): the contest's Q&A. Its rules come
 * first, since they are why a contestant sees only part of it: while the contest runs the server shows each
 * contestant their own questions and the administrators' posts only, and answers to the administrators are
 * closed; at the end everything is shown.
 */
export function ContestCommentPage({ renderComments }: ContestCommentPageProps) {
  const t = useT();
  const rulesId = useId();
  return (
    <ToolFrame title={t('contestTools.comment.title')}>
      {(_contest, contestId) => (
        <div className="contest-qa">
          <section className="contest-qa__rules" aria-labelledby={rulesId}>
            <h2 id={rulesId} className="contest-qa__rules-title">
              <InfoIcon />
              {t('contestTools.comment.rules')}
            </h2>
            <ol>
              <li>{t('contestTools.comment.rule1')}</li>
              <li>{t('contestTools.comment.rule2')}</li>
              <li>{t('contestTools.comment.rule3')}</li>
            </ol>
          </section>
          {renderComments(contestId)}
        </div>
      )}
    </ToolFrame>
  );
}
