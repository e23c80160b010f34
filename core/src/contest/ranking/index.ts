/**
 * Contest standings as the HOJ server computes them, from plain data: the mock's boards and the portal's scroll
 * board read them from here.
 */
export { computeAcmBoard } from './acmBoard';
export { computeOiBoard } from './oiBoard';
export { PENALTY_SECONDS } from './acmRow';
export { awardBands, type AwardBand } from './placing';
export { isBoardSealed, includesAfterContest, type BoardViewer, type SealSettings } from './boardRules';
export { arrangeRows, pinRows, searchRows, type ArrangeOptions, type RankShowName } from './boardRows';
export { recordOutcome, recordOutcomeTable, type RecordOutcome } from './recordOutcome';
export {
  createAcmScrollBoard,
  createOiScrollBoard,
  participantsOf,
  type ScrollBoardInput,
} from './scrollBoard';
export { compareProblemLabels } from './resolver';
export type { BoardCell, ResolverState, ResolverStep, ScrollBoard } from './resolver';
export type {
  BoardInput,
  BoardOptions,
  Instant,
  ParticipantSource,
  RankContest,
  RankParticipant,
  RankSubmission,
} from './types';
