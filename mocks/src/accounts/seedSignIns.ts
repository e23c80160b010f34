import { DAY, HOUR } from '../store/clock';
import type { SeedContext } from '../store/seedContext';
import type { SignInRow } from '../store/schema/sessions';
import { userByUsername } from '../store/schema/accounts';

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:145.0) Gecko/20100101 Firefox/145.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.6 Mobile/15E148 Safari/604.1';

/** Earlier sign-ins of the staff and the two active students, from campus addresses, oldest first. */
const history: Record<string, readonly { ago: number; userAgent: string; ip: string }[]> = {
  root: [
    { ago: 6 * DAY, userAgent: FIREFOX_LINUX, ip: '10.20.1.15' },
    { ago: 1 * DAY + 3 * HOUR, userAgent: CHROME_WINDOWS, ip: '10.20.1.15' },
  ],
  admin: [{ ago: 2 * DAY + 5 * HOUR, userAgent: CHROME_WINDOWS, ip: '10.20.4.88' }],
  problemadmin: [{ ago: 4 * DAY, userAgent: FIREFOX_LINUX, ip: '10.20.4.91' }],
  alice: [{ ago: 20 * HOUR, userAgent: SAFARI_IPHONE, ip: '10.31.118.7' }],
  bob: [{ ago: 3 * DAY, userAgent: CHROME_WINDOWS, ip: '10.31.96.203' }],
};

/** The `session` rows the backend would hold for the demo accounts, so "previous sign-in" shows a real one. */
export function seedSignIns(ctx: SeedContext): SignInRow[] {
  const rows: SignInRow[] = [];
  for (const [username, entries] of Object.entries(history)) {
    const user = userByUsername(username);
    if (!user) throw new Error(`seedSignIns: no demo account ${username}`);
    for (const entry of entries) {
      rows.push({
        id: rows.length + 1,
        uid: user.uid,
        userAgent: entry.userAgent,
        ip: entry.ip,
        at: ctx.ago(entry.ago),
      });
    }
  }
  return rows;
}
