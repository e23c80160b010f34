import type { TrainingAuth } from '@generated/model/index';
import { table } from '../table';

/** A training (problem set) as the `training` table holds it. */
export interface TrainingRow {
  id: number;
  title: string;
  /** Markdown. */
  description: string;
  /** Username of the creator; only they (and root) may edit it in the back office. */
  author: string;
  auth: TrainingAuth;
  /** What a private training asks for when registering; kept (unused) when the training is public. */
  privatePwd: string | null;
  /** Smaller first, in every list. */
  rank: number;
  /** Visible on the portal. */
  status: boolean;
  /** Group id; null for a site training. */
  gid: number | null;
  isGroup: boolean;
  gmtCreate: Date;
  gmtModified: Date;
}

export const trainings = table<TrainingRow>()({
  name: 'training',
  key: (t) => t.id,
  indexes: { gid: (t) => t.gid },
});

/** A training category; `gid` null for the site's, which the public list and the back office show. */
export interface TrainingCategoryRow {
  id: number;
  name: string;
  /** `#rrggbb`, the chip's background. */
  color: string | null;
  gid: number | null;
  gmtCreate: Date;
  gmtModified: Date;
}

export const trainingCategories = table<TrainingCategoryRow>()({
  name: 'training_category',
  key: (c) => c.id,
});

/** A training's category (`mapping_training_category`): at most one per training. */
export interface TrainingCategoryLinkRow {
  tid: number;
  cid: number;
}

export const trainingCategoryLinks = table<TrainingCategoryLinkRow>()({
  name: 'mapping_training_category',
  key: (m) => m.tid,
  indexes: { cid: (m) => m.cid },
});

/** A problem in a training (`training_problem`) with its label and place there. */
export interface TrainingProblemRow {
  id: number;
  tid: number;
  pid: number;
  /** Smaller first; ties go by display id. */
  rank: number;
  /** The problem's label in the training (usually its own display id). */
  displayId: string;
  gmtCreate: Date;
  gmtModified: Date;
}

export const trainingProblems = table<TrainingProblemRow>()({
  name: 'training_problem',
  key: (tp) => tp.id,
  indexes: { tid: (tp) => tp.tid, pid: (tp) => tp.pid },
});

/** A user's registration for a private training (`training_register`). */
export interface TrainingRegisterRow {
  tid: number;
  uid: string;
  gmtCreate: Date;
}

export const trainingRegisterKey = (tid: number, uid: string) => `${tid}:${uid}`;

export const trainingRegisters = table<TrainingRegisterRow>()({
  name: 'training_register',
  key: (r) => trainingRegisterKey(r.tid, r.uid),
  indexes: { tid: (r) => r.tid },
});
