import type { AuthProvider, TranslateFunction, UserIdentity } from 'react-admin';
import { adminLogin, adminLogout } from '@generated/api/admin-account/admin-account';
import { getUserAuthInfo } from '@generated/api/account/account';
import type { RoleKey } from '@generated/model/index';
import { isApiError } from '@hoj/core/http/apiError';
import type { HojRequestInit } from '@hoj/core/http/hojFetch';
import { can, isAdminCapability, type AdminCapability } from '@hoj/core/domain/adminAccess';
import { isAdminRole } from '@hoj/core/domain/roles';
import { session } from '@hoj/core/session/session';
import { statusOf, toHttpError } from './httpError';

/** Login was refused although the password may be right: the account holds no admin role (HTTP 200 + body 401). */
export class LoginRefusedError extends Error {
  /** The server's own explanation (Chinese on the real backend), shown as a detail. */
  readonly detail: string | null;

  constructor(message: string, detail: string | null) {
    super(message);
    this.name = 'LoginRefusedError';
    this.detail = detail;
  }
}

export interface Credentials {
  username: string;
  password: string;
}

/**
 * Resources named otherwise than the capability that opens them. A resource in neither this table nor core's
 * capability list is closed to everyone: a new screen must say who may use it before anyone can.
 */
const RESOURCE_CAPABILITIES: Readonly<Record<string, AdminCapability>> = {
  tagClassifications: 'tags',
  discussionReports: 'discussions',
};

function capabilityOf(resource: string): AdminCapability | null {
  if (isAdminCapability(resource)) return resource;
  return RESOURCE_CAPABILITIES[resource] ?? null;
}

const silent: HojRequestInit = { silent: true };

const isLoggedInAdmin = (): boolean => {
  const { token, roles } = session.get();
  return token !== null && isAdminRole(roles);
};

/** Whether the current roles may open a resource; the menu and the resource routes both ask this. */
export function canAccessResource(resource: string, roles: readonly string[]): boolean {
  const capability = capabilityOf(resource);
  return capability !== null && can(capability, roles);
}

/** Who is signed in, as react-admin shows them (the app bar's user menu); null when nobody is. */
export function currentIdentity(): UserIdentity | null {
  const { user } = session.get();
  if (!user) return null;
  return {
    id: user.uid,
    fullName: user.nickname || user.username,
    avatar: user.avatar ?? undefined,
    username: user.username,
  };
}

/**
 * react-admin's AuthProvider over `/api/admin/login`, `/api/admin/logout` and `/api/get-user-auth-info`,
 * on core's session (token from the login response header, user in local storage).
 * `translate` follows the current language, so rejections carry text the user can read.
 */
export function createAuthProvider(translate: TranslateFunction): AuthProvider {
  return {
    async login({ username, password }: Credentials) {
      try {
        const user = await adminLogin({ username, password }, silent);
        session.setUser(user);
      } catch (error) {
        if (isApiError(error) && error.kind === 'unauthorized' && !error.transport) {
          throw new LoginRefusedError(translate('hoj.login.notAdmin'), error.msg || null);
        }
        if (isApiError(error)) throw new Error(error.msg);
        throw new Error(translate('hoj.login.failed'));
      }
    },

    async logout() {
      // Only an admin session is revoked on the server: a portal user who wandered in keeps other devices.
      if (isLoggedInAdmin()) await adminLogout(silent).catch(() => undefined);
      session.clear();
    },

    async checkAuth() {
      if (!isLoggedInAdmin()) {
        throw { message: 'hoj.auth.adminLoginRequired' };
      }
    },

    /**
     * Only a 401 is the session's business. A 403 goes back to the screen that made the call: react-admin turns
     * any rejection here into a *successful* empty answer (useDataProvider), so a refused save looked saved, went
     * back to the list and dropped the edits. Let through, the save's own error says the server's reason and the
     * form keeps what was typed; a list shows it in its error state.
     */
    async checkError(error: unknown) {
      if (statusOf(error) === 401) throw { message: 'hoj.auth.sessionExpired' };
    },

    async getIdentity(): Promise<UserIdentity> {
      const identity = currentIdentity();
      if (!identity) throw new Error(translate('hoj.auth.adminLoginRequired'));
      return identity;
    },

    /** The role keys, refreshed from the server so a role change applies without a new login. */
    async getPermissions(): Promise<RoleKey[]> {
      if (!session.get().token) return [];
      try {
        const { roles } = await getUserAuthInfo(silent);
        session.setRoles(roles);
        return roles;
      } catch (error) {
        // A dead token must still log out (checkError sees the 401); anything else keeps the roles from login.
        if (statusOf(error) === 401) throw toHttpError(error);
        return session.get().roles;
      }
    },

    async canAccess({ resource }) {
      return canAccessResource(resource, session.get().roles);
    },
  };
}
