import { problemLimits, type ProblemLimit } from '@hoj/core/domain/problem';
import { EMPTY_VALUE, formatTime } from '@hoj/core/format/format';
import type { ProblemInfoVO } from '@generated/model/index';
import { useLocale, useT } from '@portal/i18n/useT';

/** "C/C++: 1000 ms, 256 MB; others: 2000 ms, 512 MB", or a single pair for a Codeforces or gym problem. */
export function ProblemLimits({ info }: { info: ProblemInfoVO }) {
  const t = useT();
  const locale = useLocale();
  const languages = Array.isArray(info.languages) ? info.languages : [];
  const text = (limit: ProblemLimit) => {
    const time = formatTime(limit.timeMs, locale);
    const memory =
      limit.memoryMb === null ? EMPTY_VALUE : t('problemDetails.limits.memory', { mb: limit.memoryMb });
    return limit.scope === 'all'
      ? t('problemDetails.limits.single', { time, memory })
      : t('problemDetails.limits.group', { scope: t(`problemDetails.limits.${limit.scope}`), time, memory });
  };
  return <>{problemLimits(info.problem, languages).map(text).join(t('problemDetails.limits.separator'))}</>;
}
