import { GroupMemberAuth, TrainingAuth } from '@generated/model/index';
import { isTrainingAdmin, trainingEntry, type Known } from './trainingViewer';

const site = { author: 'root', gid: null };
const group = { author: 'admin', gid: 1 };
const ready = <T>(value: T): Known<T> => ({ state: 'ready', value });
const pending = { state: 'pending' } as const;

describe('a training admin', () => {
  it('is the author or the super admin, whatever the group', () => {
    expect(isTrainingAdmin({ training: site, username: 'root', superAdmin: false, groupAuth: pending })).toBe(
      true,
    );
    expect(
      isTrainingAdmin({ training: group, username: 'alice', superAdmin: true, groupAuth: pending }),
    ).toBe(true);
    expect(
      isTrainingAdmin({ training: site, username: 'alice', superAdmin: false, groupAuth: pending }),
    ).toBe(false);
  });

  it('is the root of a group training’s group, and nobody below it', () => {
    const facts = { training: group, username: 'alice', superAdmin: false };
    expect(isTrainingAdmin({ ...facts, groupAuth: pending })).toBeNull();
    expect(isTrainingAdmin({ ...facts, groupAuth: ready(GroupMemberAuth.ROOT) })).toBe(true);
    expect(isTrainingAdmin({ ...facts, groupAuth: ready(GroupMemberAuth.ADMIN) })).toBe(false);
    expect(isTrainingAdmin({ ...facts, groupAuth: { state: 'failed' } })).toBe(false);
  });
});

describe('the way into a training’s problems', () => {
  const priv = { auth: TrainingAuth.PRIVATE };
  it('is open for a public training, and for a private one’s admins, without asking', () => {
    expect(trainingEntry({ auth: TrainingAuth.PUBLIC }, false, pending)).toBe('open');
    expect(trainingEntry(priv, true, pending)).toBe('open');
  });

  it('asks the password of a private training until the user registered', () => {
    expect(trainingEntry(priv, false, ready(false))).toBe('password');
    expect(trainingEntry(priv, false, ready(true))).toBe('open');
    expect(trainingEntry(priv, null, ready(false))).toBe('pending');
    expect(trainingEntry(priv, false, pending)).toBe('pending');
    expect(trainingEntry(priv, false, { state: 'failed' })).toBe('failed');
  });
});
