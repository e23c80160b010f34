import { RemoteOj } from '@generated/model/index';
import { REMOTE_JUDGE_NAMES } from './remoteJudges';

describe('REMOTE_JUDGE_NAMES', () => {
  it('names every remote judge of the contract by its full name, not its code', () => {
    expect(Object.keys(REMOTE_JUDGE_NAMES).sort()).toEqual(Object.values(RemoteOj).sort());
    expect(REMOTE_JUDGE_NAMES[RemoteOj.CF]).toBe('Codeforces');
    expect(REMOTE_JUDGE_NAMES[RemoteOj.GYM]).toBe('Codeforces Gym');
    expect(REMOTE_JUDGE_NAMES[RemoteOj.AC]).toBe('AtCoder');
  });
});
