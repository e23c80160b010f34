import { REPORT_TAG_ORDER, REPORT_TAGS, type ReportTag } from '@hoj/core/editor/discussionPost';

/**
 * A report's text as the portal writes it: the chosen tags, each wrapped in `#` (`#垃圾广告##违法违规#`), then the
 * reporter's own words. Reports written by other clients may have no tags, or only tags.
 */
export interface ReportReason {
  tags: string[];
  reason: string;
}

const LEADING_TAG = /^\s*#([^#\r\n]+)#/;

export function parseReportContent(content: string | null | undefined): ReportReason {
  let rest = content ?? '';
  const tags: string[] = [];
  for (let match = LEADING_TAG.exec(rest); match; match = LEADING_TAG.exec(rest)) {
    const tag = (match[1] ?? '').trim();
    if (tag !== '') tags.push(tag);
    rest = rest.slice(match[0].length);
  }
  return { tags, reason: rest.trim() };
}

/** The tags the portal offers (core's one table of them), each under its i18n key. */
export const REPORT_TAG_KEYS = REPORT_TAG_ORDER;
export type ReportTagKey = ReportTag;

/**
 * The words a tag arrives as: the portal sends HOJ's own Chinese tag whatever its reader's language, as HOJ's
 * front end does; older or other clients sent other words for the same thing, in Chinese or English. A tag is
 * shown in the admin's language; any other tag is shown as written.
 */
const TAG_LABELS: Readonly<Record<ReportTagKey, readonly string[]>> = {
  spam: [REPORT_TAGS.spam, 'spam ads', 'spam'],
  illegal: [REPORT_TAGS.illegal, 'illegal'],
  pornographic: [REPORT_TAGS.pornographic, '色情', 'pornographic'],
  gambling: [REPORT_TAGS.gambling, 'gambling or fraud', 'gambling', 'fraud'],
  abuse: [REPORT_TAGS.abuse, '恶意谩骂', '人身攻击', 'malicious abuse', 'abuse'],
  plagiarism: [REPORT_TAGS.plagiarism, '抄袭', 'plagiarism'],
};

export function reportTagKey(tag: string): ReportTagKey | null {
  const label = tag.trim().toLowerCase();
  return REPORT_TAG_KEYS.find((key) => TAG_LABELS[key].includes(label)) ?? null;
}
