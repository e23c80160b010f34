import { QueryClient } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { getGetUserAuthInfoUrl, getUserAuthInfo } from '@generated/api/account/account';
import { session } from '@hoj/core/session/session';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { loginAs, resetBrowserState } from '../test/loginAs';
import { createAuthProvider, currentIdentity } from './authProvider';
import { CAN_ACCESS_QUERY_KEY, IDENTITY_QUERY_KEY, PERMISSIONS_QUERY_KEY, seedAuthQueries } from './authSeed';

const server = installMockServer();

afterEach(resetBrowserState);

const translate = (key: string) => key;

describe('seedAuthQueries', () => {
  it('starts with the roles and identity of the session, and leaves them alone when the server agrees', async () => {
    await loginAs('root');
    const client = new QueryClient();
    const authProvider = createAuthProvider(translate);
    const asked = jest.spyOn(authProvider, 'getPermissions');
    const stored = session.get().roles;

    seedAuthQueries(client, authProvider);

    expect(client.getQueryData(PERMISSIONS_QUERY_KEY)).toBe(stored);
    expect(client.getQueryData(IDENTITY_QUERY_KEY)).toEqual(currentIdentity());
    expect(currentIdentity()).toMatchObject({ username: 'root' });
    const seededAt = client.getQueryState(PERMISSIONS_QUERY_KEY)?.dataUpdatedAt;
    await waitFor(() => expect(asked).toHaveBeenCalledTimes(1));
    await asked.mock.results[0]?.value;
    // The same roles: nothing written, so nothing that reads them renders again.
    expect(client.getQueryState(PERMISSIONS_QUERY_KEY)?.dataUpdatedAt).toBe(seededAt);
    expect(client.getQueryData(PERMISSIONS_QUERY_KEY)).toBe(stored);
  });

  it('takes the server’s roles when they changed since the login', async () => {
    await loginAs('admin');
    const { roles: current } = await getUserAuthInfo();
    // The stored user still says root: a role taken away since this tab signed in.
    session.setRoles(['root']);
    const client = new QueryClient();
    const usersKey = [...CAN_ACCESS_QUERY_KEY, { action: 'list', resource: 'users' }];
    client.setQueryData(usersKey, true);

    seedAuthQueries(client, createAuthProvider(translate));

    expect(client.getQueryData(PERMISSIONS_QUERY_KEY)).toEqual(['root']);
    await waitFor(() => expect(client.getQueryData(PERMISSIONS_QUERY_KEY)).toEqual(current));
    expect(current).not.toContain('root');
    // What root could open is asked again.
    expect(client.getQueryState(usersKey)?.isInvalidated).toBe(true);
  });

  it('hands a dead session back to react-admin: the roles go stale, so react-admin asks and logs out', async () => {
    await loginAs('root');
    server.use(
      http.get(`*${getGetUserAuthInfoUrl()}`, () =>
        HttpResponse.json({ status: 401, msg: 'Please log in', data: null }, { status: 401 }),
      ),
    );
    const client = new QueryClient();

    seedAuthQueries(client, createAuthProvider(translate));

    await waitFor(() => expect(client.getQueryState(PERMISSIONS_QUERY_KEY)?.isInvalidated).toBe(true));
  });

  it('seeds nothing for a portal user’s session: the login page comes first, then maybe another account', async () => {
    await loginAs('root');
    // The portal shares the storage: a contestant signed in there.
    session.setRoles(['default_user']);
    const client = new QueryClient();
    seedAuthQueries(client, createAuthProvider(translate));
    expect(client.getQueryData(PERMISSIONS_QUERY_KEY)).toBeUndefined();
    expect(client.getQueryData(IDENTITY_QUERY_KEY)).toBeUndefined();
  });

  it('seeds nothing when nobody is signed in', () => {
    const client = new QueryClient();
    seedAuthQueries(client, createAuthProvider(translate));
    expect(client.getQueryData(PERMISSIONS_QUERY_KEY)).toBeUndefined();
    expect(client.getQueryData(IDENTITY_QUERY_KEY)).toBeUndefined();
  });
});
