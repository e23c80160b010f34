import { JudgeStatus, type ACMRankVO, type OIRankVO } from '@generated/model/index';
import { users, type UserRow } from '../store/schema/accounts';
import { ApiFailure } from '../http/failure';
import { operation } from '../http/operation';
import { toPage } from '../http/page';
import { submissions } from '../store/schema/judge';
import { judgeMessages } from './texts';

const RANK_PAGE = { current: 1, size: 30 };
/** The rank lists show the start of a signature only. */
const SIGNATURE_CHARS = 100;

interface Standing {
  user: UserRow;
  /** Distinct problems accepted outside contests and groups (`user_acproblem`). */
  ac: number;
  /** Submissions outside contests and groups (ACM); all submissions (OI). */
  practice: number;
  all: number;
  /** Sum over problems of the best OI rank score outside contests and groups. */
  score: number;
}

function standings(): Standing[] {
  const byUser = new Map<
    string,
    { solved: Set<number>; practice: number; all: number; best: Map<number, number> }
  >();
  for (const s of submissions) {
    const entry = byUser.get(s.uid) ?? { solved: new Set(), practice: 0, all: 0, best: new Map() };
    byUser.set(s.uid, entry);
    entry.all += 1;
    if (s.cid !== 0 || s.gid !== null) continue;
    entry.practice += 1;
    if (s.status === JudgeStatus.ACCEPTED) entry.solved.add(s.pid);
    if (s.oiRankScore !== null) entry.best.set(s.pid, Math.max(entry.best.get(s.pid) ?? 0, s.oiRankScore));
  }
  return users
    .filter((u) => u.status === 0)
    .map((user) => {
      const entry = byUser.get(user.uid);
      return {
        user,
        ac: entry?.solved.size ?? 0,
        practice: entry?.practice ?? 0,
        all: entry?.all ?? 0,
        score: [...(entry?.best.values() ?? [])].reduce((a, b) => a + b, 0),
      };
    });
}

const profile = (user: UserRow) => ({
  uid: user.uid,
  username: user.username,
  nickname: user.nickname,
  signature: user.signature === null ? null : user.signature.slice(0, SIGNATURE_CHARS),
  avatar: user.avatar,
  titleName: user.titleName,
  titleColor: user.titleColor,
});

const toACMRank = (s: Standing): ACMRankVO => ({
  ...profile(s.user),
  ac: s.ac,
  total: s.practice,
  rating: null,
});
const toOIRank = (s: Standing): OIRankVO => ({ ...profile(s.user), ac: s.ac, total: s.all, score: s.score });

/** Whether `searchUser` occurs in the username, nickname or real name (without case, as MySQL compares). */
function matches(user: UserRow, search: string): boolean {
  return [user.username, user.nickname, user.realname].some((v) => v?.toLowerCase().includes(search));
}

export const rankHandlers = [
  // ACM: by accepted problems, then fewer submissions; OI: by score, then accepted problems. Active users only.
  operation('getRankList', 'anon', ({ query }) => {
    const page = query.page(RANK_PAGE);
    // Read as text: the contract's enum reference leaves the parameter's type to the handler.
    const type = query.requiredString('type').trim();
    if (type !== '0' && type !== '1') throw new ApiFailure(400, judgeMessages.rankType);
    const search = query.string('searchUser')?.toLowerCase();
    const rows = standings().filter((s) => search === undefined || matches(s.user, search));
    if (type === '0') {
      rows.sort((a, b) => b.ac - a.ac || a.practice - b.practice);
      return { data: toPage(rows, page, toACMRank) };
    }
    rows.sort((a, b) => b.score - a.score || b.ac - a.ac);
    return { data: toPage(rows, page, toOIRank) };
  }),
];
