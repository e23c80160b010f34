import { EMPTY_VALUE } from '@hoj/core/format/format';
import { Tag } from '@portal/shared/ui/Tag';
import { scoreTone } from '../model/scoreTone';

/** An OI score coloured by how much of it was earned; ACM submissions have none and show the empty mark. */
export function ScoreTag({ score }: { score: number | null | undefined }) {
  if (score === null || score === undefined) return <span>{EMPTY_VALUE}</span>;
  return <Tag tone={scoreTone(score)}>{score}</Tag>;
}
