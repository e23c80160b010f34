import type { UserInfoVO } from '@generated/model/index';
import type * as sessionModule from './session';
import { readStoredSession, session, watchAccountSwitch, watchOtherTabs } from './session';

const bob: UserInfoVO = { uid: 'u-bob', username: 'bob', nickname: 'Bobby', roleList: ['default_user'] };
const root: UserInfoVO = { uid: 'u-root', username: 'root', roleList: ['root'] };

function setVisibility(state: DocumentVisibilityState): void {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

afterEach(() => {
  session.clear();
  localStorage.clear();
  setVisibility('visible');
});

describe('session store', () => {
  it('keeps the token raw under "token" and the user as JSON under "userInfo", like hoj-vue', () => {
    session.setToken('jwt-abc');
    session.setUser(bob);
    expect(localStorage.getItem('token')).toBe('jwt-abc');
    expect(JSON.parse(localStorage.getItem('userInfo') ?? 'null')).toEqual(bob);
    expect(session.get()).toEqual({ token: 'jwt-abc', user: bob, roles: ['default_user'] });
  });

  it('reads back what was stored after a reload', () => {
    localStorage.setItem('token', 'stored-jwt');
    localStorage.setItem('userInfo', JSON.stringify(root));
    jest.isolateModules(() => {
      // A fresh copy of the module reads storage as a new page load does.
      const fresh = jest.requireActual<typeof sessionModule>('./session');
      expect(fresh.session.get()).toEqual({ token: 'stored-jwt', user: root, roles: ['root'] });
    });
  });

  it('tolerates corrupt or foreign storage', () => {
    localStorage.setItem('token', 'jwt');
    localStorage.setItem('userInfo', '{not json');
    expect(readStoredSession()).toEqual({ token: 'jwt', user: null, roles: [] });
    localStorage.setItem('userInfo', JSON.stringify({ hello: 'world' }));
    expect(readStoredSession().user).toBeNull();
    localStorage.setItem(
      'userInfo',
      JSON.stringify({ uid: 'u', username: 'x', roleList: ['root', 42, 'wizard'] }),
    );
    expect(readStoredSession().roles).toEqual(['root']);
    localStorage.setItem('userInfo', 'null');
    expect(readStoredSession().user).toBeNull();
  });

  it('setRoles updates roles and the stored roleList; setUser(null) drops them', () => {
    session.setUser(bob);
    session.setRoles(['admin']);
    expect(session.get().roles).toEqual(['admin']);
    expect(JSON.parse(localStorage.getItem('userInfo') ?? '{}').roleList).toEqual(['admin']);
    session.setUser(null);
    expect(session.get()).toMatchObject({ user: null, roles: [] });
    expect(localStorage.getItem('userInfo')).toBeNull();
  });

  it('writes no user back once another tab has logged out or in as someone else', () => {
    session.setToken('jwt-bob');
    session.setUser(bob);
    // Another tab logs out while this one still waits for its role refresh.
    localStorage.removeItem('token');
    localStorage.removeItem('userInfo');
    session.setRoles(['admin']);
    session.setUser({ ...bob, nickname: 'late' });
    expect(localStorage.getItem('userInfo')).toBeNull();
    // Another account signed in there meanwhile: its stored user stays.
    localStorage.setItem('token', 'jwt-root');
    localStorage.setItem('userInfo', JSON.stringify(root));
    session.setRoles(['default_user']);
    expect(JSON.parse(localStorage.getItem('userInfo') ?? 'null')).toEqual(root);
    // This tab's own answer still counts in this tab until it learns of the change.
    expect(session.get().roles).toEqual(['default_user']);
  });

  it('notifies subscribers on changes only, until they unsubscribe', () => {
    const listener = jest.fn();
    const unsubscribe = session.subscribe(listener);
    session.setToken('a');
    session.setToken('a');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenLastCalledWith(expect.objectContaining({ token: 'a' }));
    session.clear();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    session.setToken('b');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('gives a new snapshot object on each change and the same one otherwise', () => {
    const before = session.get();
    expect(session.get()).toBe(before);
    session.setToken('x');
    expect(session.get()).not.toBe(before);
  });
});

describe('watchOtherTabs', () => {
  it('adopts a token and user another tab stored, when this tab becomes visible', () => {
    session.setToken('mine');
    session.setUser(bob);
    const onLost = jest.fn();
    const stop = watchOtherTabs(onLost);
    setVisibility('hidden');
    localStorage.setItem('token', 'theirs');
    localStorage.setItem('userInfo', JSON.stringify(root));
    expect(session.get().token).toBe('mine');
    setVisibility('visible');
    expect(session.get()).toEqual({ token: 'theirs', user: root, roles: ['root'] });
    expect(onLost).not.toHaveBeenCalled();
    stop();
  });

  it('clears the session and calls onLost when another tab logged out', () => {
    session.setToken('mine');
    session.setUser(bob);
    const onLost = jest.fn();
    const stop = watchOtherTabs(onLost);
    localStorage.removeItem('token');
    localStorage.removeItem('userInfo');
    setVisibility('visible');
    expect(session.get()).toEqual({ token: null, user: null, roles: [] });
    expect(onLost).toHaveBeenCalledTimes(1);
    stop();
  });

  it('tells onAdopted about each adopted session, and nothing about a logout or an unchanged token', () => {
    session.setToken('mine');
    const onLost = jest.fn();
    const onAdopted = jest.fn();
    const stop = watchOtherTabs(onLost, onAdopted);
    setVisibility('visible');
    expect(onAdopted).not.toHaveBeenCalled();
    localStorage.setItem('token', 'theirs');
    localStorage.setItem('userInfo', JSON.stringify(root));
    setVisibility('visible');
    expect(onAdopted).toHaveBeenCalledTimes(1);
    expect(onAdopted).toHaveBeenCalledWith({ token: 'theirs', user: root, roles: ['root'] });
    localStorage.removeItem('token');
    setVisibility('visible');
    expect(onAdopted).toHaveBeenCalledTimes(1);
    expect(onLost).toHaveBeenCalledTimes(1);
    stop();
  });

  it('adopts on the storage event as well', () => {
    const stop = watchOtherTabs(jest.fn());
    localStorage.setItem('token', 'logged-in-elsewhere');
    localStorage.setItem('userInfo', JSON.stringify(bob));
    window.dispatchEvent(new StorageEvent('storage', { key: 'token' }));
    expect(session.get()).toMatchObject({ token: 'logged-in-elsewhere', user: bob });
    stop();
  });

  it('does nothing when the token is unchanged, nor after unsubscribe', () => {
    session.setToken('same');
    const onLost = jest.fn();
    const listener = jest.fn();
    const unsubscribe = session.subscribe(listener);
    const stop = watchOtherTabs(onLost);
    setVisibility('visible');
    expect(listener).not.toHaveBeenCalled();
    stop();
    localStorage.removeItem('token');
    setVisibility('visible');
    expect(session.get().token).toBe('same');
    expect(onLost).not.toHaveBeenCalled();
    unsubscribe();
  });
});

describe('watchAccountSwitch', () => {
  it('fires when another account replaces the signed-in one, also across a logout, never for the same one', () => {
    session.setToken('t1');
    session.setUser(bob);
    const onSwitch = jest.fn();
    const stop = watchAccountSwitch(onSwitch);
    session.setToken('t2');
    expect(onSwitch).not.toHaveBeenCalled();
    session.setUser(root);
    expect(onSwitch).toHaveBeenCalledTimes(1);
    expect(onSwitch).toHaveBeenLastCalledWith(expect.objectContaining({ user: root }));
    session.clear();
    session.setToken('t3');
    session.setUser(root);
    expect(onSwitch).toHaveBeenCalledTimes(1);
    session.setUser(bob);
    expect(onSwitch).toHaveBeenCalledTimes(2);
    stop();
    session.setUser(root);
    expect(onSwitch).toHaveBeenCalledTimes(2);
  });
});
