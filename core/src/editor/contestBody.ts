import {
  ContestAuth,
  ContestStatus,
  ContestType,
  OIRankScoreType,
  RankShowName,
  type AdminContestVO,
} from '@generated/model/index';
import { parseHojDate } from '../format/date';
import { buildAccountLimitRule, parseAccountLimitRule } from './accountLimitRule';
import { fromAwardConfigs, toAwardConfigs, type AwardType } from './awards';
import {
  CONTEST_DEFAULTS,
  contestDurationSeconds,
  defaultSealChoice,
  sealChoiceOf,
  sealRankTimeOf,
  type ContestForm,
} from './contestForm';
import { normaliseStarUsers } from './starUsers';

/** A time as the contract writes dates (Jackson's ISO form in UTC with a `+0000` offset). */
export function toContractDate(date: Date): string {
  return date.toISOString().replace('Z', '+0000');
}

function oneOf<T extends string | number>(value: unknown, allowed: Record<string, T>, fallback: T): T {
  return (Object.values(allowed) as unknown[]).includes(value) ? (value as T) : fallback;
}

/**
 * The body of `POST`/`PUT /api/admin/contest` (and the group contest editor). The length is computed from the
 * times; the seal time from the chosen seal option (sent whether or not sealing is on, as the reference admin
 * page does); the account rule only while the limit is on; star users trimmed and without repeats; award bands
 * only when awards are on.
 */
export function toContestBody(form: ContestForm): AdminContestVO {
  const { startTime, endTime } = form;
  const body: AdminContestVO = {
    uid: form.uid,
    author: form.author,
    title: form.title.trim(),
    type: form.type,
    description: form.description,
    source: form.source,
    auth: form.auth,
    pwd: form.auth === ContestAuth.PUBLIC ? null : form.pwd,
    startTime: startTime ? toContractDate(startTime) : null,
    endTime: endTime ? toContractDate(endTime) : null,
    duration: contestDurationSeconds(startTime, endTime).duration,
    sealRank: form.sealRank,
    sealRankTime:
      startTime && endTime ? toContractDate(sealRankTimeOf(form.sealTimeChoice, startTime, endTime)) : null,
    autoRealRank: form.autoRealRank,
    visible: form.visible,
    openPrint: form.openPrint,
    openAccountLimit: form.openAccountLimit,
    accountLimitRule: form.openAccountLimit ? buildAccountLimitRule(form.accountLimit) : null,
    rankShowName: form.rankShowName,
    starAccount: normaliseStarUsers(form.starAccount).users,
    openRank: form.openRank,
    oiRankScoreType: form.oiRankScoreType,
    gid: form.gid,
    awardType: form.awardType,
    awardConfigList: form.awardType === 0 ? [] : toAwardConfigs(form.awardConfigList),
    allowEndSubmit: form.allowEndSubmit,
  };
  if (form.id !== null) body.id = form.id;
  if (form.status !== null) body.status = form.status;
  return body;
}

function awardType(value: unknown): AwardType {
  return value === 1 || value === 2 ? value : 0;
}

/**
 * The editor form of `GET /api/admin/contest?cid` (`getAdminContest`). Unreadable times become empty, a seal
 * time matching no option falls back to the default option, and an unreadable account rule to its defaults.
 */
export function fromAdminContest(vo: AdminContestVO): ContestForm {
  const startTime = parseHojDate(vo.startTime);
  const endTime = parseHojDate(vo.endTime);
  const type = oneOf(vo.type, ContestType, CONTEST_DEFAULTS.type);
  const { duration } = contestDurationSeconds(startTime, endTime);
  return {
    id: vo.id ?? null,
    uid: vo.uid ?? '',
    author: vo.author ?? '',
    title: vo.title ?? '',
    description: vo.description ?? '',
    startTime,
    endTime,
    type,
    auth: oneOf(vo.auth, ContestAuth, CONTEST_DEFAULTS.auth),
    pwd: vo.pwd ?? '',
    sealRank: vo.sealRank ?? CONTEST_DEFAULTS.sealRank,
    sealTimeChoice: sealChoiceOf(vo.sealRankTime, startTime, endTime) ?? defaultSealChoice(type, duration),
    autoRealRank: vo.autoRealRank ?? CONTEST_DEFAULTS.autoRealRank,
    openPrint: vo.openPrint ?? CONTEST_DEFAULTS.openPrint,
    openRank: vo.openRank ?? CONTEST_DEFAULTS.openRank,
    allowEndSubmit: vo.allowEndSubmit ?? CONTEST_DEFAULTS.allowEndSubmit,
    rankShowName: oneOf(vo.rankShowName, RankShowName, CONTEST_DEFAULTS.rankShowName),
    oiRankScoreType: oneOf(vo.oiRankScoreType, OIRankScoreType, CONTEST_DEFAULTS.oiRankScoreType),
    openAccountLimit: vo.openAccountLimit ?? CONTEST_DEFAULTS.openAccountLimit,
    accountLimit: parseAccountLimitRule(vo.accountLimitRule),
    starAccount: (vo.starAccount ?? []).filter((name): name is string => typeof name === 'string'),
    awardType: awardType(vo.awardType),
    awardConfigList: fromAwardConfigs(vo.awardConfigList),
    visible: vo.visible ?? CONTEST_DEFAULTS.visible,
    status: vo.status === null || vo.status === undefined ? null : oneOf(vo.status, ContestStatus, vo.status),
    gid: vo.gid ?? null,
    source: vo.source ?? 0,
  };
}
