import type { SwitchConfigDTO } from '@generated/model/index';

/** `hoj-switch.yml` without the three flags the website configuration already holds. */
export type SwitchSettings = {
  [
    K in Exclude<keyof SwitchConfigDTO, 'openPublicDiscussion' | 'openGroupDiscussion' | 'openContestComment'>
  ]-?: NonNullable<SwitchConfigDTO[K]>;
};

/**
 * `hoj-switch.yml` defaults of a stock HOJ install (judging open, limits as shipped), plus two demo remote-judge
 * accounts so the judge settings have something to show.
 */
export function switchDefaults(): SwitchSettings {
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
    hduUsernameList: ['hoj_demo_hdu'],
    hduPasswordList: ['hdu-demo-pass'],
    cfUsernameList: ['hoj_demo_cf'],
    cfPasswordList: ['cf-demo-pass'],
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
