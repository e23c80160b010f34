import type { Training, TrainingCategory, TrainingProblem, TrainingVO } from '@generated/model/index';
import { jacksonDate } from '../http/jackson';
import type { TrainingCategoryRow, TrainingProblemRow, TrainingRow } from '../store/schema/trainings';

/** The `training` row; the lists leave the password out (the backend selects every column but it). */
export function toTraining(row: TrainingRow, withPassword: boolean): Training {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    author: row.author,
    auth: row.auth,
    privatePwd: withPassword ? row.privatePwd : null,
    status: row.status,
    rank: row.rank,
    isGroup: row.isGroup,
    gid: row.gid,
    gmtCreate: jacksonDate(row.gmtCreate),
    gmtModified: jacksonDate(row.gmtModified),
  };
}

export function toTrainingCategory(row: TrainingCategoryRow): TrainingCategory {
  return {
    id: row.id,
    name: row.name,
    color: row.color,
    gid: row.gid,
    gmtCreate: jacksonDate(row.gmtCreate),
    gmtModified: jacksonDate(row.gmtModified),
  };
}

export function toTrainingProblem(row: TrainingProblemRow): TrainingProblem {
  return {
    id: row.id,
    tid: row.tid,
    pid: row.pid,
    displayId: row.displayId,
    rank: row.rank,
    gmtCreate: jacksonDate(row.gmtCreate),
    gmtModified: jacksonDate(row.gmtModified),
  };
}

/** A training as the portal lists it: its category's name and colour, its size and what the caller solved. */
export function toTrainingVO(
  row: TrainingRow,
  category: TrainingCategoryRow | undefined,
  problemCount: number,
  acCount: number,
): TrainingVO {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    author: row.author,
    auth: row.auth,
    categoryName: category?.name ?? null,
    categoryColor: category?.color ?? null,
    rank: row.rank,
    problemCount,
    acCount,
    gid: row.gid,
    gmtModified: jacksonDate(row.gmtModified),
  };
}
