import type { ContestAwardConfigVO } from '@generated/model/index';
import { parseHojDate } from '@hoj/core/format/date';
import { ApiFailure } from '@hoj/mocks/http/failure';
import { messages } from '@hoj/mocks/http/messages';
import { listEntry, type BodyOf, type BodyReader } from '@hoj/mocks/http/request';
import type { ContestRow } from '@hoj/mocks/store/schema/contests';
import { adminContestMessages as texts } from './texts';

export type ContestBody = BodyReader<BodyOf<'addAdminContest'>>;

/** The columns the editor sets: everything but the keys, the owner, the registrations and the timestamps. */
export type ContestSettings = Omit<
  ContestRow,
  'id' | 'uid' | 'count' | 'gid' | 'source' | 'gmtCreate' | 'gmtModified'
>;

/** What a new contest starts from where the body leaves a column out (the table's defaults). */
const COLUMN_DEFAULTS = {
  description: '',
  sealRank: false,
  autoRealRank: true,
  visible: true,
  openPrint: false,
  openRank: false,
  openAccountLimit: false,
  accountLimitRule: null,
  allowEndSubmit: false,
  rankShowName: 'username',
  oiRankScoreType: 'Recent',
  awardType: 0,
  awardConfig: [],
  starAccount: [],
  pwd: null,
} as const satisfies Partial<ContestSettings>;

const unreadable = () => new ApiFailure(400, messages.badJson, 400);

/** A `Date` field as Jackson binds it: the backend's text form or epoch milliseconds; anything else is HTTP 400. */
function dateField(body: ContestBody, name: 'startTime' | 'endTime' | 'sealRankTime'): Date | null {
  const raw = body.raw(name);
  if (raw === undefined || raw === null || raw === '') return null;
  if (typeof raw !== 'string' && typeof raw !== 'number') throw unreadable();
  const date = parseHojDate(raw);
  if (!date) throw unreadable();
  return date;
}

function oneOf<T extends string | number>(value: T | null, allowed: readonly T[], message: string): T | null {
  if (value === null) return null;
  if (!allowed.includes(value)) throw new ApiFailure(400, message);
  return value;
}

/** The award bands as sent, sorted by priority as the backend sorts them before saving. */
function awardBands(body: ContestBody): ContestAwardConfigVO[] | null {
  const raw = body.raw('awardConfigList');
  if (raw === undefined || raw === null) return null;
  if (!Array.isArray(raw)) throw unreadable();
  return raw
    .map((value) => {
      const band = listEntry<ContestAwardConfigVO>(value);
      return {
        priority: band.int('priority'),
        name: band.string('name'),
        background: band.string('background'),
        color: band.string('color'),
        num: band.int('num'),
      };
    })
    .sort((a, b) => (a.priority ?? 0) - (b.priority ?? 0));
}

/** Every column the body sets (null where it sends nothing), read before any is checked. */
function sentColumns(body: ContestBody) {
  const title = body.string('title');
  return {
    title,
    description: body.string('description'),
    type: oneOf(body.int('type'), [0, 1], texts.typeInvalid) as ContestRow['type'] | null,
    auth: oneOf(body.int('auth'), [0, 1, 2], texts.authInvalid) as ContestRow['auth'] | null,
    pwd: body.string('pwd'),
    startTime: dateField(body, 'startTime'),
    endTime: dateField(body, 'endTime'),
    sealRank: body.bool('sealRank'),
    sealRankTime: dateField(body, 'sealRankTime'),
    autoRealRank: body.bool('autoRealRank'),
    visible: body.bool('visible'),
    openPrint: body.bool('openPrint'),
    openRank: body.bool('openRank'),
    openAccountLimit: body.bool('openAccountLimit'),
    accountLimitRule: body.string('accountLimitRule'),
    allowEndSubmit: body.bool('allowEndSubmit'),
    rankShowName: oneOf(
      body.string('rankShowName'),
      ['username', 'nickname', 'realname'],
      texts.rankShowNameInvalid,
    ) as ContestRow['rankShowName'] | null,
    oiRankScoreType: oneOf(
      body.string('oiRankScoreType'),
      ['Recent', 'Highest'],
      texts.oiRankScoreTypeInvalid,
    ) as ContestRow['oiRankScoreType'] | null,
    awardType: oneOf(body.int('awardType'), [0, 1, 2], texts.awardInvalid) as ContestRow['awardType'] | null,
    awardConfig: awardBands(body),
    starAccount: body.stringList('starAccount'),
  };
}

const RULE_NUMBER = (tag: string) => new RegExp(`<${tag}>\\s*(\\d+)\\s*</${tag}>`);

/** The rule's start and end numbers must be whole numbers, end not before start (the registration reads them). */
function checkAccountRule(rule: string | null): void {
  const start = rule === null ? null : RULE_NUMBER('start').exec(rule)?.[1];
  const end = rule === null ? null : RULE_NUMBER('end').exec(rule)?.[1];
  if (!start || !end || Number(end) < Number(start)) throw new ApiFailure(400, texts.accountRuleInvalid);
}

function checkAwards(type: ContestRow['awardType'], bands: readonly ContestAwardConfigVO[]): void {
  if (type === 0) return;
  if (bands.length === 0) throw new ApiFailure(400, texts.awardsEmpty);
  for (const band of bands)
    if (!band.name?.trim() || band.num === null || band.num === undefined || band.num < 0)
      throw new ApiFailure(400, texts.awardInvalid);
  const percent = bands.reduce((sum, band) => sum + (band.num ?? 0), 0);
  if (type === 1 && percent > 100) throw new ApiFailure(400, texts.awardsOverHundred);
}

/** The checks on a whole contest, before it is saved; each is a mock guard (see texts.ts). */
function checkSettings(settings: ContestSettings): void {
  if (!settings.title.trim()) throw new ApiFailure(400, texts.titleBlank);
  if (settings.endTime <= settings.startTime) throw new ApiFailure(400, texts.endBeforeStart);
  if (settings.auth !== 0 && !settings.pwd?.trim()) throw new ApiFailure(400, texts.passwordBlank);
  if (settings.sealRank) {
    if (!settings.sealRankTime) throw new ApiFailure(400, texts.sealTimeMissing);
    if (settings.sealRankTime < settings.startTime || settings.sealRankTime > settings.endTime)
      throw new ApiFailure(400, texts.sealTimeOutside);
  }
  if (settings.openAccountLimit) checkAccountRule(settings.accountLimitRule);
  checkAwards(settings.awardType, settings.awardConfig);
}

/**
 * The contest a body describes. On creation the columns it leaves out take the table's defaults; on an edit
 * (`existing`) they keep their values, as MyBatis-Plus leaves null fields alone. A public contest keeps no
 * password, and the seal time only while the board is sealed, so the contest pages never meet a stale one.
 */
export function contestSettings(body: ContestBody, existing?: ContestRow): ContestSettings {
  const sent = sentColumns(body);
  const base = existing ?? COLUMN_DEFAULTS;
  const startTime = sent.startTime ?? existing?.startTime ?? null;
  const endTime = sent.endTime ?? existing?.endTime ?? null;
  if (!startTime || !endTime) throw new ApiFailure(400, texts.timeMissing);
  const auth = sent.auth ?? existing?.auth ?? 0;
  const sealRank = sent.sealRank ?? base.sealRank;
  const settings: ContestSettings = {
    title: sent.title ?? existing?.title ?? '',
    type: sent.type ?? existing?.type ?? 0,
    auth,
    description: sent.description ?? base.description,
    pwd: auth === 0 ? null : (sent.pwd ?? base.pwd),
    startTime,
    endTime,
    sealRank,
    sealRankTime: sealRank ? (sent.sealRankTime ?? existing?.sealRankTime ?? null) : null,
    autoRealRank: sent.autoRealRank ?? base.autoRealRank,
    visible: sent.visible ?? base.visible,
    openPrint: sent.openPrint ?? base.openPrint,
    openRank: sent.openRank ?? base.openRank,
    openAccountLimit: sent.openAccountLimit ?? base.openAccountLimit,
    accountLimitRule: sent.accountLimitRule ?? base.accountLimitRule,
    allowEndSubmit: sent.allowEndSubmit ?? base.allowEndSubmit,
    rankShowName: sent.rankShowName ?? base.rankShowName,
    oiRankScoreType: sent.oiRankScoreType ?? base.oiRankScoreType,
    awardType: sent.awardType ?? base.awardType,
    awardConfig: sent.awardConfig ?? [...base.awardConfig],
    starAccount: sent.starAccount ?? [...base.starAccount],
  };
  // The bands are kept only while awards are on.
  if (settings.awardType === 0) settings.awardConfig = [];
  checkSettings(settings);
  return settings;
}
