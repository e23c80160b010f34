import { DAY, HOUR, MINUTE } from '../store/clock';
import type { SeedContext } from '../store/seedContext';
import type { DiscussionReportRow, DiscussionRow } from '../store/schema/discussions';

interface ReportDraft {
  /** The reported post, by its title in the discussion drafts. */
  title: string;
  reporter: 'alice' | 'bob' | 'carol' | 'dave';
  /** As the portal sends it: the chosen tags each wrapped in `#`, then the reason. */
  content: string;
  age: number;
  /** Already read by an admin. */
  handled?: boolean;
}

/**
 * The report queue: the banned spam post reported twice (one report already handled, one still open although the
 * post is banned by now), a plagiarism claim, a complaint without a tag, and a report with tags but no reason.
 */
const reportDrafts: readonly ReportDraft[] = [
  {
    title: '出售刷题账号，价格私聊',
    reporter: 'alice',
    content: '#垃圾广告##违法违规# 公开买卖账号，还留了 QQ 号，请管理员处理。',
    age: 6 * DAY - 2 * HOUR,
    handled: true,
  },
  {
    title: '出售刷题账号，价格私聊',
    reporter: 'bob',
    content: '#垃圾广告#',
    age: 5 * DAY,
  },
  {
    title: '线段树模板（区间加、区间求和）',
    reporter: 'carol',
    content: '#抄袭# 代码和注释与某博客的模板逐字相同，没有注明出处。',
    age: 2 * DAY + 3 * HOUR,
  },
  {
    title: 'P1001 A+B Problem 题解：注意 long long',
    reporter: 'dave',
    content: '#抄袭# 直接贴了完整的 AC 代码，和题解区另一篇几乎一样，建议只保留思路。',
    age: 20 * HOUR,
  },
  {
    title: '大家平时用什么 IDE 写题？',
    reporter: 'bob',
    content: '和做题无关的闲聊，建议移到闲聊区或者关掉。',
    age: 45 * MINUTE,
  },
];

/** The seeded reports, on the seeded discussions (found by title, so draft order may change). */
export function seedDiscussionReports(
  ctx: SeedContext,
  discussions: readonly DiscussionRow[],
): DiscussionReportRow[] {
  return reportDrafts.map((draft, index) => {
    const discussion = discussions.find((d) => d.title === draft.title);
    if (!discussion) throw new Error(`discussions/seedReports.ts: no discussion titled ${draft.title}`);
    const at = ctx.ago(draft.age);
    return {
      id: index + 1,
      did: discussion.id,
      reporter: draft.reporter,
      content: draft.content,
      status: draft.handled ?? false,
      gmtCreate: at,
      // A handled report was read an hour after it came in.
      gmtModified: draft.handled ? new Date(at.getTime() + HOUR) : at,
    };
  });
}
