import type { UserHomeVO } from '@generated/model/index';
import { EMPTY_VALUE } from '@hoj/core/format/format';
import { useT } from '@portal/i18n/useT';

/** The score is the sum of the score list. */
export function totalScore(scoreList: UserHomeVO['scoreList']): number {
  return (scoreList ?? []).reduce((sum, score) => sum + score, 0);
}

/** Submissions, solved, score and rating (`--` when there is none). */
export function ProfileCards({ user }: { user: UserHomeVO }) {
  const t = useT();
  const cards = [
    { key: 'submissions', label: t('profile.cards.submissions'), value: user.total ?? 0 },
    { key: 'solved', label: t('profile.cards.solved'), value: user.solvedList.length },
    { key: 'score', label: t('profile.cards.score'), value: totalScore(user.scoreList) },
    {
      key: 'rating',
      label: t('profile.cards.rating'),
      value: user.rating === null || user.rating === undefined ? EMPTY_VALUE : user.rating,
    },
  ];
  return (
    <section aria-label={t('profile.cards.label')}>
      <dl className="profile-cards">
        {cards.map((card) => (
          <div key={card.key} className={`profile-cards__card profile-cards__card--${card.key}`}>
            <dt className="profile-cards__label">{card.label}</dt>
            <dd className="profile-cards__value">{card.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
