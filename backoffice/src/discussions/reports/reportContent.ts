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

/** The tags the portal offers, each under its i18n key. */
export const REPORT_TAG_KEYS = [
  'spam',
  'illegal',
  'pornographic',
  'gambling',
  'abuse',
  'plagiarism',
] as const;
export type ReportTagKey = (typeof REPORT_TAG_KEYS)[number];

/**
 * The words a tag arrives as: the portal sends the label of the language its user reads, so a tag is known by
 * its Chinese or its English label and shown in the admin's language; any other tag is shown as written.
 */
const TAG_LABELS: Readonly<Record<ReportTagKey, readonly string[]>> = {
  spam: ['垃圾广告', 'spam ads', 'spam'],
  illegal: ['违法违规', 'illegal'],
  pornographic: ['色情低俗', '色情', 'pornographic'],
  gambling: ['赌博诈骗', 'gambling or fraud', 'gambling', 'fraud'],
  abuse: ['恶意谩骂', '人身攻击', 'malicious abuse', 'abuse'],
  plagiarism: ['抄袭', 'plagiarism'],
};

export function reportTagKey(tag: string): ReportTagKey | null {
  const label = tag.trim().toLowerCase();
  return REPORT_TAG_KEYS.find((key) => TAG_LABELS[key].includes(label)) ?? null;
}
