import type { ContestAuth, ContestType } from '@generated/model/index';
import { table } from '../store/table';

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
