import { isFinalStatus, judgeStatusInfo } from '@hoj/core/domain/judgeStatus';
import type { useT } from '@portal/i18n/useT';
import '@portal/i18n/pages/submissions';

/** A status in words for a screen reader: its name, and a final verdict's score where it has one. */
export function statusAnnouncement(
  t: ReturnType<typeof useT>,
  status: number | null | undefined,
  score: number | null | undefined,
): string {
  const label = t(judgeStatusInfo(status).labelKey);
  if (score === null || score === undefined || !isFinalStatus(status)) return label;
  return t('submissions.statusWithScore', { status: label, score });
}
