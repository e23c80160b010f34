import type { SwitchSettings } from '../model';

/** `hoj-switch.yml` defaults of a stock HOJ install (judging open, limits as shipped, no remote-judge accounts). */
export function seedSwitches(): SwitchSettings {
  return {
    openPublicJudge: true,
    openGroupJudge: true,
    openContestJudge: true,
    hideNonContestSubmissionCode: false,
    defaultSubmitInterval: 8,
    defaultCreateGroupDailyLimit: 2,
    defaultCreateGroupLimit: 5,
    defaultCreateGroupACInitValue: 20,
    defaultCreateDiscussionDailyLimit: 5,
    defaultCreateDiscussionACInitValue: 10,
    defaultCreateCommentACInitValue: 10,
    hduUsernameList: [],
    hduPasswordList: [],
    cfUsernameList: [],
    cfPasswordList: [],
    pojUsernameList: [],
    pojPasswordList: [],
    atcoderUsernameList: [],
    atcoderPasswordList: [],
    spojUsernameList: [],
    spojPasswordList: [],
    libreojUsernameList: [],
    libreojPasswordList: [],
  };
}
