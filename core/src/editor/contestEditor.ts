/**
 * The contest editor's rules, shared by the back office and the group admin pages: the form and its defaults,
 * length and seal-time rules, award bands, the account rule, star users, the save-time schema and the mapping
 * to and from `AdminContestVO`.
 */
export {
  CONTEST_DEFAULTS,
  SEAL_TIME_CHOICES,
  contestDurationSeconds,
  defaultSealChoice,
  newContestForm,
  sealChoiceOf,
  sealRankTimeOf,
  sealTimeChoices,
  type ContestForm,
  type SealTimeChoice,
} from './contestForm';
export {
  AWARD_TYPES,
  DEFAULT_AWARDS,
  awardIssues,
  awardLook,
  awardsAfterTypeChange,
  defaultAwards,
  fromAwardConfigs,
  newAwardRow,
  repaintedAwards,
  toAwardConfigs,
  type AwardLook,
  type AwardRow,
  type AwardType,
} from './awards';
export {
  ACCOUNT_LIMIT_DEFAULTS,
  accountMatchesRule,
  accountRangePreview,
  accountRangeValid,
  buildAccountLimitRule,
  extraAccountList,
  parseAccountLimitRule,
  type AccountLimitFields,
} from './accountLimitRule';
export { normaliseStarUsers } from './starUsers';
export { contestSchema, type ContestSchemaContext } from './contestSchema';
export { fromAdminContest, toContestBody, toContractDate } from './contestBody';
