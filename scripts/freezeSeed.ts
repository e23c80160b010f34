/**
 * One-off: replays the faker draws the mock seed made at run time (faker 9.9, seed 20260521, locales zh_CN, en,
 * base for the data and en, base for usernames) and writes them as plain data modules, so the demo build no
 * longer ships faker and its locales. Run once with `npx tsx scripts/freezeSeed.ts` while faker was installed;
 * the written modules are the seed's source from then on.
 */
import { writeFileSync } from 'node:fs';
import { Faker, base, en, zh_CN } from '@faker-js/faker';
import { JudgeStatus } from '../generated/model/index';
import { demoAccounts } from '../mocks/src/accounts/demoAccounts';

const SEED = 20260521;
const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

const faker = new Faker({ locale: [zh_CN, en, base] });
faker.seed(SEED);
const fakerEn = new Faker({ locale: [en, base] });
fakerEn.seed(SEED);
const uid = () => faker.string.hexadecimal({ length: 32, casing: 'lower', prefix: '' });

const schools = ['华南理工大学', '中山大学', '暨南大学', '华南师范大学', '深圳大学', '广东工业大学'];
const courses = [
  '计算机科学与技术',
  '软件工程',
  '人工智能',
  '数据科学与大数据技术',
  '数学与应用数学',
  '物理学',
];
const genders = ['male', 'female', 'secrecy'] as const;
const generatedRoles = [
  'no_discuss_user',
  'no_submit_no_discuss_user',
  'no_submit_mute_user',
  ...Array.from({ length: 15 }, () => 'default_user'),
];
const BANNED_INDEX = 7;

function usernameFrom(raw: string, taken: Set<string>): string {
  const stem =
    raw
      .toLowerCase()
      .replace(/[^a-z0-9_]/g, '')
      .slice(0, 14) || 'user';
  let name = stem;
  for (let n = 2; taken.has(name); n += 1) name = `${stem}${n}`;
  taken.add(name);
  return name;
}

const taken = new Set(demoAccounts.map((a) => a.username));
const demoUids = demoAccounts.map((a) => ({ username: a.username, uid: uid() }));
const people = generatedRoles.map((role, index) => {
  const username = usernameFrom(fakerEn.internet.username(), taken);
  const agoMs = faker.number.int({ min: 2 * DAY, max: 300 * DAY }) + index * HOUR;
  const realname = faker.person.fullName();
  return {
    username,
    uid: uid(),
    agoMs,
    realname,
    nickname: faker.helpers.maybe(() => faker.person.firstName(), { probability: 0.6 }) ?? null,
    school: faker.helpers.arrayElement(schools),
    course: faker.helpers.arrayElement(courses),
    number: `2023${faker.string.numeric(8)}`,
    gender: faker.helpers.arrayElement(genders),
    signature: faker.helpers.maybe(() => `刷题第 ${faker.number.int({ min: 1, max: 400 })} 天。`) ?? null,
    cfUsername: faker.helpers.maybe(() => `${username}_cf`, { probability: 0.3 }) ?? null,
    role,
    banned: index === BANNED_INDEX,
  };
});

// Submissions: the same walk as the seed made, over the submitters in the users table's order.
const recentSolved: Record<string, number> = {
  root: 1,
  admin: 0,
  problemadmin: 0,
  alice: 12,
  bob: 9,
  carol: 2,
  dave: 0,
};
const cannotSubmit = new Set(['no_subimit_user', 'no_submit_no_discuss_user', 'no_submit_mute_user']);
const roleOf = new Map<string, string>([
  ...demoAccounts.map((a) => [a.username, a.role] as const),
  ...people.map((p) => [p.username, p.role] as const),
]);
const submitters = [...demoAccounts.map((a) => a.username), ...people.map((p) => p.username)].filter(
  (name) => !people.find((p) => p.username === name)?.banned && !cannotSubmit.has(roleOf.get(name) ?? ''),
);
const veteran = submitters.find((name) => recentSolved[name] === undefined);
const problems = Array.from({ length: 40 }, (_, i) => 1001 + i);
const short = {
  [JudgeStatus.ACCEPTED]: 'AC',
  [JudgeStatus.WRONG_ANSWER]: 'WA',
  [JudgeStatus.TIME_LIMIT_EXCEEDED]: 'TLE',
};
type Row = [pid: number, status: string, agoMs: number, cid?: number];
const draws = submitters.map((username) => {
  const rows: Row[] = [];
  const recent = () => faker.number.int({ min: HOUR, max: 6 * DAY + 12 * HOUR });
  const old = () => faker.number.int({ min: 8 * DAY, max: 120 * DAY });
  const solvedRecently =
    username === veteran ? 0 : (recentSolved[username] ?? faker.number.int({ min: 1, max: 8 }));
  for (const pid of faker.helpers.arrayElements(problems, solvedRecently)) {
    const acceptedAgo = recent();
    const attempts = faker.number.int({ min: 0, max: 2 });
    for (let i = 0; i < attempts; i += 1) {
      const status = faker.helpers.arrayElement([JudgeStatus.WRONG_ANSWER, JudgeStatus.TIME_LIMIT_EXCEEDED]);
      rows.push([pid, short[status], acceptedAgo + (i + 1) * 10 * 60 * 1000]);
    }
    rows.push([pid, 'AC', acceptedAgo]);
    if (faker.datatype.boolean({ probability: 0.3 })) rows.push([pid, 'AC', recent()]);
  }
  rows.push([faker.helpers.arrayElement(problems), 'WA', recent()]);
  const oldSolved = username === veteran ? 25 : faker.number.int({ min: 0, max: 12 });
  for (const pid of faker.helpers.arrayElements(problems, oldSolved)) rows.push([pid, 'AC', old()]);
  if (faker.datatype.boolean({ probability: 0.4 }))
    rows.push([faker.helpers.arrayElement(problems), 'AC', 20 * 60 * 1000, 2]);
  return { username, rows };
});

const json = (value: unknown) => JSON.stringify(value, null, 2);
console.info('demo uids', json(demoUids));
const personRows = people.map(({ role: _role, banned: _banned, ...person }) => person);
writeFileSync(
  'mocks/src/accounts/seedPeople.ts',
  `export const seedPeople: readonly SeedPerson[] = ${json(personRows)};\n`,
);
writeFileSync(
  'mocks/src/judge/seedDraws.ts',
  `export const seedDraws: readonly SeedSubmitter[] = ${json(draws.map((d) => ({ username: d.username, submissions: d.rows })))};\n`,
);
