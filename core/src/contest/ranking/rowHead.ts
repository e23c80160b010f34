import type { RankParticipant } from './types';

/**
 * The fields every board row starts with, ACM or OI: not yet placed (rank 0, no award) and the participant's
 * profile with the contract's nulls for what is unknown. Placing fills rank and award later.
 */
export function rowHead(participant: RankParticipant) {
  return {
    rank: 0,
    isWinAward: false,
    awardName: null,
    awardBackground: null,
    awardColor: null,
    uid: participant.uid,
    username: participant.username,
    realname: participant.realname ?? null,
    nickname: participant.nickname ?? null,
    gender: participant.gender ?? null,
    avatar: participant.avatar ?? null,
    school: participant.school ?? null,
  };
}
