import type { ContestAwardConfigVO } from '@generated/model/index';
import { contrastRatio, hexColour, readableTextOn } from '../format/hexColour';
import { editorMessage, requiredMessage } from './editorMessages';
import { INT32_MAX, integerWithin } from './integerBounds';
import { blank, type SchemaIssue } from './schemaIssues';

/** How award bands are sized: 0 no awards, 1 by proportion (percent of the ranked), 2 by number of people. */
export type AwardType = 0 | 1 | 2;

export const AWARD_TYPES: readonly AwardType[] = [0, 1, 2];

/** One award band of a contest board: rank `priority` first, covering `num` percent or people. */
export interface AwardRow {
  /** Null while the field holds no number (the admin typed text or cleared it) */
  priority: number | null;
  name: string;
  background: string;
  color: string;
  num: number | null;
}

/**
 * The bands a contest starts with: gold 10, silver 20, bronze 30. The names are the data HOJ stores (Chinese),
 * not interface text, so they are not translated.
 */
export const DEFAULT_AWARDS: readonly AwardRow[] = [
  { priority: 1, name: '金牌', background: '#e6bf25', color: '#fff', num: 10 },
  { priority: 2, name: '银牌', background: '#b4c0c7', color: '#fff', num: 20 },
  { priority: 3, name: '铜牌', background: '#CD7F32', color: '#fff', num: 30 },
];

/** WCAG AA for the band's label, normal-size text. */
export const AWARD_TEXT_CONTRAST = 4.5;

export interface AwardLook {
  background: string;
  color: string;
  /** The chosen text colour does not read on the band, so `color` is near-black or white instead. */
  adjusted: boolean;
}

/**
 * How a band is painted: its colours when the label reads on them, otherwise the background with near-black or
 * white text. HOJ's own defaults put white on gold (2:1), which nobody can read on a projected scoreboard.
 */
export function awardLook(row: Pick<AwardRow, 'background' | 'color'>): AwardLook | null {
  const background = hexColour(row.background);
  if (!background) return null;
  const chosen = hexColour(row.color);
  if (chosen && (contrastRatio(chosen, background) ?? 0) >= AWARD_TEXT_CONTRAST)
    return { background, color: chosen, adjusted: false };
  return { background, color: readableTextOn(background) ?? '#111827', adjusted: true };
}

/**
 * The numbers (from 1) of the bands whose text colour the board replaces, so an editor can say it once for all of
 * them: HOJ's own defaults (white on gold, silver and bronze) are stored as HOJ has them and all three are
 * repainted.
 */
export function repaintedAwards(list: readonly Pick<AwardRow, 'background' | 'color'>[]): number[] {
  return list.flatMap((row, i) => (awardLook(row)?.adjusted ? [i + 1] : []));
}

/** Fresh copies of the default bands (rows are edited in place by forms). */
export function defaultAwards(): AwardRow[] {
  return DEFAULT_AWARDS.map((row) => ({ ...row }));
}

/** The row the "add award" button appends to a list of `currentCount` rows. */
export function newAwardRow(currentCount: number): AwardRow {
  return { priority: currentCount + 1, name: 'name', background: '#ededed', color: '#666', num: 0 };
}

/** Turning awards on with nothing configured brings back the default bands; any other change keeps the list. */
export function awardsAfterTypeChange(
  prevType: AwardType,
  nextType: AwardType,
  list: readonly AwardRow[],
): AwardRow[] {
  if (prevType === 0 && nextType !== 0 && list.length === 0) return defaultAwards();
  return [...list];
}

/**
 * What is wrong with the award bands of a contest with `type`: names required, priorities whole numbers from 1
 * and unique; proportions are whole percentages adding up to at most 100; counts are whole numbers from 0. The
 * server keeps priorities and sizes in Java `Integer`s, so nothing may pass 32 bits. Paths are relative to the
 * form (`awardConfigList[1].num`).
 */
export function awardIssues(type: AwardType, list: readonly AwardRow[]): SchemaIssue[] {
  if (type === 0) return [];
  const issues: SchemaIssue[] = [];
  const priorities = new Set<number>();
  let total = 0;
  list.forEach((row, i) => {
    const path = `awardConfigList[${i}]`;
    const index = i + 1;
    if (blank(row.name))
      issues.push({ path: `${path}.name`, message: requiredMessage('editor.field.awardName') });
    if (!integerWithin(row.priority, 1)) {
      issues.push({
        path: `${path}.priority`,
        message: editorMessage('editor.error.awardPriorityRange', { index, max: INT32_MAX }),
      });
    } else if (priorities.has(row.priority)) {
      issues.push({ path: `${path}.priority`, message: editorMessage('editor.error.awardPriority') });
    } else {
      priorities.add(row.priority);
    }
    if (type === 1) {
      if (!integerWithin(row.num, 0, 100)) {
        issues.push({ path: `${path}.num`, message: editorMessage('editor.error.awardPercent', { index }) });
      } else {
        total += row.num;
      }
    } else if (!integerWithin(row.num, 0)) {
      issues.push({
        path: `${path}.num`,
        message: editorMessage('editor.error.awardCount', { index, max: INT32_MAX }),
      });
    }
  });
  if (type === 1 && total > 100) {
    issues.push({
      path: 'awardConfigList',
      message: editorMessage('editor.error.awardPercentTotal', { total }),
    });
  }
  return issues;
}

/** The bands as the contract sends them, highest priority first. */
export function toAwardConfigs(list: readonly AwardRow[]): ContestAwardConfigVO[] {
  return [...list]
    .sort((a, b) => (a.priority ?? 0) - (b.priority ?? 0))
    .map((row) => ({
      priority: row.priority,
      name: row.name.trim(),
      background: row.background,
      color: row.color,
      num: row.num,
    }));
}

/** Award bands read from the backend; rows without a priority take their place in the list. */
export function fromAwardConfigs(list: readonly ContestAwardConfigVO[] | null | undefined): AwardRow[] {
  return (list ?? [])
    .map((row, i) => ({
      priority: typeof row.priority === 'number' ? row.priority : i + 1,
      name: row.name ?? '',
      background: row.background ?? '#ededed',
      color: row.color ?? '#666',
      num: typeof row.num === 'number' ? row.num : null,
    }))
    .sort((a, b) => a.priority - b.priority);
}
