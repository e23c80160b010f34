import type { ContestAuth, ContestAwardConfigVO, ContestType } from '@generated/model/index';
import { table } from '../table';

export interface ContestRow {
  id: number;
  /** Creator uid. */
  uid: string;
  title: string;
  type: ContestType;
  auth: ContestAuth;
  /** Markdown. */
  description: string;
  startTime: Date;
  endTime: Date;
  sealRank: boolean;
  sealRankTime: Date | null;
  openPrint: boolean;
  openRank: boolean;
  rankShowName: 'username' | 'nickname' | 'realname';
  oiRankScoreType: 'Recent' | 'Highest';
  allowEndSubmit: boolean;
  /** Registrations. */
  count: number;
  /** Listed on the site at all. */
  visible: boolean;
  /** Group id; null for a site contest. */
  gid: number | null;
  /** The password a private or protected contest asks for when registering; null for a public one. */
  pwd: string | null;
  /** 0 for an original contest, else the id of the contest it was cloned from. */
  source: number;
  /** The board unfreezes by itself once the contest has ended. */
  autoRealRank: boolean;
  /** Only accounts matching `accountLimitRule` may take part. */
  openAccountLimit: boolean;
  /** `<prefix>…</prefix><suffix>…</suffix><start>…</start><end>…</end><extra>…</extra>`; null when unset. */
  accountLimitRule: string | null;
  /** Usernames of the unofficial (star) participants. */
  starAccount: string[];
  /** 0 no awards, 1 bands by percentage, 2 bands by number of participants. */
  awardType: 0 | 1 | 2;
  /** The award bands, by priority; kept only while `awardType` is not 0. */
  awardConfig: ContestAwardConfigVO[];
  gmtCreate: Date;
  gmtModified: Date;
}

export const contests = table<ContestRow>()({ name: 'contest', key: (c) => c.id });

/** A user's registration for a contest (`contest_register`): entering a private contest needs one. */
export interface ContestRegisterRow {
  cid: number;
  uid: string;
}

export const contestRegisters = table<ContestRegisterRow>()({
  name: 'contest_register',
  key: (r) => `${r.cid}:${r.uid}`,
});

/** An announcement of a contest (`announcement` joined through `contest_announcement`). */
export interface ContestAnnouncementRow {
  id: number;
  cid: number;
  title: string;
  /** Markdown. */
  content: string;
  /** Publisher uid. */
  uid: string;
  /** 0 visible, 1 hidden. */
  status: 0 | 1;
  gmtCreate: Date;
  gmtModified: Date;
}

/**
 * Contest announcements, apart from the site's (`announcements/`): the site lists never show them, and the
 * contest pages read only these.
 */
export const contestAnnouncements = table<ContestAnnouncementRow>()({
  name: 'contest_announcement',
  key: (a) => a.id,
  indexes: { cid: (a) => a.cid },
});
