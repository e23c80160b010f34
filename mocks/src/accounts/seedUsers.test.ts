import { seedTime } from '../registry';
import { users } from '../store/schema/accounts';

/**
 * The seeded accounts are frozen data now (once drawn with faker); tests and end-to-end specs name them, so these
 * facts, taken from the faker-drawn seed before it was frozen, must never move.
 */
describe('the seeded users', () => {
  const ago = (ms: number) => new Date(seedTime().getTime() - ms);

  it('keep their usernames in seeding order', () => {
    expect(users.all().map((u) => u.username)).toEqual([
      ...['root', 'admin', 'problemadmin', 'alice', 'bob', 'carol', 'dave'],
      ...['jedediah44', 'lucinda45', 'leanneprohaska', 'destinee58', 'norris23', 'tyrel44', 'mozelle59'],
      ...[
        'aliyah10',
        'benny_bogan',
        'cleveland_herm',
        'gabrielwuckert',
        'tyree93',
        'earlene78',
        'toney_roberts',
      ],
      ...['eldred_dibbert', 'terence_hodkie', 'bettymoore', 'aric_rosenbaum'],
    ]);
  });

  it('keep the demo accounts’ uids', () => {
    expect(users.one('username', 'root')?.uid).toBe('a5fe9be03bafdaf6f35861ccafb55ce8');
    expect(users.one('username', 'alice')?.uid).toBe('25d21e1bae68ca3b50e2deacacc19f45');
    expect(users.one('username', 'dave')?.uid).toBe('b47cbf184fd9dcbcdedac3b9cc2bdcbf');
    expect(new Set(users.all().map((u) => u.uid)).size).toBe(25);
    expect(users.all().every((u) => /^[0-9a-f]{32}$/.test(u.uid))).toBe(true);
  });

  it('keep the generated profiles, roles, the one ban and the creation ages', () => {
    expect(users.one('username', 'jedediah44')).toEqual({
      uid: 'fdb09f638c10b677074bf49abbf0d4ba',
      username: 'jedediah44',
      password: 'jedediah44123',
      nickname: '钰轩',
      realname: '顿晨',
      email: 'jedediah44@student.hoj.test',
      school: '华南理工大学',
      course: '数据科学与大数据技术',
      number: '202396390864',
      gender: 'secrecy',
      avatar: null,
      titleName: null,
      titleColor: null,
      signature: '刷题第 225 天。',
      github: null,
      blog: null,
      cfUsername: null,
      mobile: null,
      status: 0,
      role: 'no_discuss_user',
      gmtCreate: ago(17708409479),
      gmtModified: ago(17708409479),
    });
    expect(users.one('username', 'aliyah10')).toMatchObject({
      uid: 'c2bfb00ea02af42d44226f06ad8effb8',
      realname: '舒乙萍',
      cfUsername: 'aliyah10_cf',
      status: 1,
      role: 'default_user',
      gmtCreate: ago(24263203478),
    });
    expect(users.filter((u) => u.status === 1).map((u) => u.username)).toEqual(['aliyah10']);
    expect(users.one('username', 'lucinda45')?.role).toBe('no_submit_no_discuss_user');
    expect(users.one('username', 'leanneprohaska')?.role).toBe('no_submit_mute_user');
  });
});
