import type { NativeChoice } from './NativeSelectInput';
import { TAG_JUDGES, judgeLabel } from './judges';

/** The judge select's options, the site's own first. */
export const judgeChoices: readonly NativeChoice[] = TAG_JUDGES.map((judge) => ({
  id: judge,
  name: judgeLabel(judge),
}));
