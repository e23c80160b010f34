import type { Discussion, DiscussionReport } from '@generated/model/index';
// Types only: the page that sends a post must not carry the editors' whole message catalogue.
import type { EditorMessage, EditorMessageKey } from './editorMessages';

/*
 * A discussion post and a report as the portal writes them: the form, the request bodies, the title prefix of a
 * post about a problem, and the report's rules and text. No form library here (the lists load this module with
 * their first screen); the schema that checks a post is `discussionSchema.ts`.
 */

/** The description is stored in a 255-character column, like the title. */
export const DISCUSSION_DESCRIPTION_MAX = 255;
/** The content is a TEXT column: 65535 characters. */
export const DISCUSSION_CONTENT_MAX = 65535;
/** What the report dialog lets a reporter write besides the tags. */
export const REPORT_REASON_MAX = 200;

/** Everything the create and edit dialogs of a discussion edit. */
export interface DiscussionForm {
  title: string;
  description: string;
  categoryId: number | null;
  /** Markdown. */
  content: string;
  /** Pinned; only admins see the switch, and the server ignores it from anybody else. */
  topPriority: boolean;
}

export const DISCUSSION_DEFAULTS: DiscussionForm = {
  title: '',
  description: '',
  categoryId: null,
  content: '',
  topPriority: false,
};

/** Where a post is written: about a problem or not, in a group or on the public board. */
export interface DiscussionPlace {
  /** Display id of the problem the post is about; null for a general post */
  pid: string | null;
  /** Group of a group post; null for the public board */
  gid: number | null;
}

/**
 * The prefix a post created for a problem carries in its title, `[P1001] `, so the public board shows which
 * problem it is about. Edits keep the title as it is.
 */
export function problemTitlePrefix(pid: string | null): string {
  return pid ? `[${pid}] ` : '';
}

/** The title as sent when creating: prefixed with the problem id unless the author already wrote the prefix. */
export function titleForPlace(title: string, pid: string | null): string {
  const trimmed = title.trim();
  const prefix = problemTitlePrefix(pid);
  return prefix === '' || trimmed.startsWith(prefix.trim()) ? trimmed : `${prefix}${trimmed}`;
}

/** The limit of a field, as editor messages word it. */
export function maxLengthMessage(field: EditorMessageKey, max: number): EditorMessage {
  return { key: 'editor.error.maxLength', values: { field, max } };
}

/** A trimmed text is empty (null and undefined count as empty). */
function blank(value: string | null | undefined): boolean {
  return (value ?? '').trim() === '';
}

/**
 * The body of `POST /api/discussion` (and `/api/group/discussion`) for a new post: the title prefixed for a
 * problem, the place it belongs to. The author fields are the server's to fill.
 */
export function newDiscussionBody(form: DiscussionForm, place: DiscussionPlace): Discussion {
  return {
    title: titleForPlace(form.title, place.pid),
    description: form.description.trim(),
    content: form.content,
    categoryId: form.categoryId,
    topPriority: form.topPriority,
    pid: place.pid,
    gid: place.gid,
  };
}

/**
 * The body of `PUT /api/discussion` (and the group and admin variants) for an edit. `topPriority` is always
 * sent: the server writes whatever an admin sends, a missing value included.
 */
export function editedDiscussionBody(id: number, form: DiscussionForm): Discussion {
  return {
    id,
    title: form.title.trim(),
    description: form.description.trim(),
    content: form.content,
    categoryId: form.categoryId,
    topPriority: form.topPriority,
  };
}

/** The form of a post being edited, read field by field (a list row has no content unless it is the reader's). */
export function discussionFormOf(post: Discussion): DiscussionForm {
  return {
    title: post.title ?? '',
    description: post.description ?? '',
    categoryId: typeof post.categoryId === 'number' ? post.categoryId : null,
    content: post.content ?? '',
    topPriority: post.topPriority === true,
  };
}

/**
 * The tags a report may carry, each under its i18n key with the words it is stored as. They are stored in
 * Chinese whatever the reporter reads, as HOJ's own front end sends them, so every admin client reads one set.
 */
export const REPORT_TAGS = {
  spam: '垃圾广告',
  illegal: '违法违规',
  pornographic: '色情低俗',
  gambling: '赌博诈骗',
  abuse: '恶意骂战',
  plagiarism: '恶意抄袭',
} as const;
export type ReportTag = keyof typeof REPORT_TAGS;
export const REPORT_TAG_ORDER = Object.keys(REPORT_TAGS) as ReportTag[];

/** What is wrong with a report before it is sent: nothing chosen and nothing said, or a reason too long. */
export function reportProblem(tags: readonly ReportTag[], reason: string): EditorMessage | null {
  if (tags.length === 0 && blank(reason)) return { key: 'editor.error.reportEmpty' };
  if (reason.length > REPORT_REASON_MAX)
    return maxLengthMessage('editor.field.reportReason', REPORT_REASON_MAX);
  return null;
}

/**
 * A report's text as HOJ writes it: each chosen tag wrapped in `#` and followed by a space, in the order the
 * dialog lists them, then the reason: `#垃圾广告# #违法违规# 公开买卖账号`.
 */
export function reportContent(tags: readonly ReportTag[], reason: string): string {
  const chosen = REPORT_TAG_ORDER.filter((tag) => tags.includes(tag));
  return chosen.map((tag) => `#${REPORT_TAGS[tag]}# `).join('') + reason.trim();
}

/** The body of `POST /api/discussion-report`: the reporter's username, the text, the post. */
export function reportBody(
  did: number,
  reporter: string,
  tags: readonly ReportTag[],
  reason: string,
): DiscussionReport {
  return { reporter, content: reportContent(tags, reason), did };
}
