import { DISCUSSION_DEFAULTS, type DiscussionForm } from '@hoj/core/editor/discussionPost';
import type { DiscussionScope } from './discussionScope';

const PREFIX = 'hoj.discussion.draft';

/**
 * Where a reader's unsent post is kept: one per account and per place (the public board, a problem, a group,
 * a group's problem), so on a shared PC the next student never opens the previous one's text, and a draft
 * about one problem never turns up under another.
 */
export function discussionDraftKey(uid: string, scope: DiscussionScope): string {
  const group = scope.gid === null ? 'public' : `group.${scope.gid}`;
  const problem = scope.pid === null ? '' : `.problem.${encodeURIComponent(scope.pid)}`;
  return `${PREFIX}.user.${encodeURIComponent(uid)}.${group}${problem}`;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** A stored draft read field by field (storage may hold anything another program wrote); null when none. */
export function loadDiscussionDraft(key: string): DiscussionForm | null {
  let raw: unknown;
  try {
    raw = JSON.parse(storage()?.getItem(key) ?? 'null') as unknown;
  } catch {
    return null;
  }
  if (typeof raw !== 'object' || raw === null) return null;
  const entry = raw as Record<string, unknown>;
  const categoryId = entry.categoryId;
  return {
    ...DISCUSSION_DEFAULTS,
    title: text(entry.title),
    description: text(entry.description),
    content: text(entry.content),
    categoryId: typeof categoryId === 'number' && Number.isSafeInteger(categoryId) ? categoryId : null,
    topPriority: entry.topPriority === true,
  };
}

function isEmpty(form: DiscussionForm): boolean {
  return form.title === '' && form.description === '' && form.content === '' && form.categoryId === null;
}

/** Keeps the draft (an empty form removes it); storage that is full or switched off is left as it is. */
export function saveDiscussionDraft(key: string, form: DiscussionForm): void {
  try {
    if (isEmpty(form)) storage()?.removeItem(key);
    else storage()?.setItem(key, JSON.stringify({ v: 1, ...form }));
  } catch {
    // The dialog keeps the text in memory; only a reload would lose it.
  }
}

export function clearDiscussionDraft(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing to do: the draft is offered again next time.
  }
}
