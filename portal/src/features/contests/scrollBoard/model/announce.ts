import type { RevealView } from './revealView';

/** A text of the live region: its key and values (`scrollBoard.say.*`). */
export interface Message {
  key: string;
  vars: Record<string, string | number>;
}

/** How the row moved: up to a rank, or staying; a star participant's row has no rank to name. */
function moveOf(reveal: RevealView): Message {
  const up = reveal.to < reveal.from;
  if (reveal.rank === null)
    return { key: up ? 'scrollBoard.say.upStar' : 'scrollBoard.say.stayStar', vars: {} };
  return { key: up ? 'scrollBoard.say.up' : 'scrollBoard.say.stay', vars: { rank: reveal.rank } };
}

/** What a step revealed, briefly: whose cell, what it turned out to be, where the row went. */
export function revealMessage(reveal: RevealView): { cell: Message; move: Message } {
  const who = { name: reveal.name, problem: reveal.problem };
  let cell: Message;
  if (reveal.kind === 'ac' || reveal.kind === 'firstAc')
    cell = { key: 'scrollBoard.say.ac', vars: { ...who, minute: reveal.value ?? '' } };
  else if (reveal.kind === 'full' || reveal.kind === 'partial' || reveal.kind === 'zero')
    cell = { key: 'scrollBoard.say.score', vars: { ...who, score: reveal.value ?? '0' } };
  else cell = { key: 'scrollBoard.say.wrong', vars: who };
  return { cell, move: moveOf(reveal) };
}
