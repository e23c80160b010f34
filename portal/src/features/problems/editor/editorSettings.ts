import type { ProblemRoute } from '../model/problemRoute';
import { isEditorTheme, type EditorTheme } from './editorThemes';

/** How the editor looks and which language it writes, kept per problem and as the reader's defaults. */
export interface EditorSettings {
  /** A language name as the problem lists it; '' for "the problem's first". */
  language: string;
  theme: EditorTheme;
  fontSize: number;
  tabSize: number;
}

/** What is kept for one problem: the settings plus the code. */
export interface EditorDraft extends EditorSettings {
  code: string;
}

export const FONT_SIZES = [12, 13, 14, 15, 16, 17, 18, 19, 20] as const;
export const TAB_SIZES = [2, 4, 8] as const;
/** The editor's height on wide screens. */
export const EDITOR_HEIGHT_PX = 550;
/** Languages a problem without a list of its own offers. */
export const DEFAULT_LANGUAGES: readonly string[] = ['C', 'C++', 'Java', 'Python3', 'Python2'];

export const DEFAULT_SETTINGS: Readonly<EditorSettings> = Object.freeze({
  language: '',
  theme: 'solarized',
  fontSize: 14,
  tabSize: 4,
});

const PREFIX = 'hoj.editor';
const GLOBAL_KEY = `${PREFIX}.settings`;

/**
 * Where a problem's draft is kept: one entry per problem, and one per problem per contest (a contest's copy of
 * a problem is written under the contest's rules and must not overwrite the practice code). A group problem is
 * a problem of its own; a training opens the same problem as the bank does, so it shares the bank's draft.
 */
export function draftKey(route: Pick<ProblemRoute, 'problemId' | 'contestId' | 'groupId'>): string {
  if (route.contestId !== null) return `${PREFIX}.draft.contest.${route.contestId}.${route.problemId}`;
  if (route.groupId !== null) return `${PREFIX}.draft.group.${route.groupId}.${route.problemId}`;
  return `${PREFIX}.draft.problem.${route.problemId}`;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function pick<T extends number>(allowed: readonly T[], value: unknown, fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback;
}

/** Reads stored settings field by field: a field of the wrong kind (an older or edited entry) keeps the default. */
export function readSettings(
  raw: unknown,
  defaults: Readonly<EditorSettings> = DEFAULT_SETTINGS,
): EditorSettings {
  if (!isRecord(raw)) return { ...defaults };
  return {
    language: typeof raw.language === 'string' ? raw.language : defaults.language,
    theme: isEditorTheme(raw.theme) ? raw.theme : defaults.theme,
    fontSize: pick(FONT_SIZES, raw.fontSize, defaults.fontSize),
    tabSize: pick(TAB_SIZES, raw.tabSize, defaults.tabSize),
  };
}

function load(key: string): unknown {
  try {
    const text = localStorage.getItem(key);
    return text === null ? null : (JSON.parse(text) as unknown);
  } catch {
    return null;
  }
}

function store(key: string, value: unknown): boolean {
  try {
    localStorage.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    // Storage full or switched off: the editor keeps working with what it holds in memory.
    return false;
  }
}

/** The reader's defaults: the settings last used on any problem, without code. */
export function loadGlobalSettings(): EditorSettings {
  return readSettings(load(GLOBAL_KEY));
}

/** A problem's draft, or null when none was kept for it. */
export function loadDraft(key: string): EditorDraft | null {
  const raw = load(key);
  if (!isRecord(raw) || typeof raw.code !== 'string') return null;
  return { ...readSettings(raw, loadGlobalSettings()), code: raw.code };
}

/** Keeps a problem's draft and makes its settings (never its code) the defaults for unseen problems. */
export function saveDraft(key: string, draft: EditorDraft): boolean {
  const { code, ...settings } = draft;
  store(GLOBAL_KEY, settings);
  return store(key, { ...settings, code });
}

/**
 * The language to open a problem with: the draft's or the reader's usual one when the problem offers it, else
 * the problem's first.
 */
export function chooseLanguage(offered: readonly string[], ...preferred: string[]): string {
  return preferred.find((name) => name !== '' && offered.includes(name)) ?? offered[0] ?? '';
}
