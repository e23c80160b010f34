import { batch, computed, signal } from '@preact/signals-react';
import { isAdminRole } from '@hoj/core/domain/roles';
import { session, type SessionState } from '@hoj/core/session/session';

/**
 * Core's framework-agnostic session store mirrored into signals, so any component re-renders when the user
 * logs in or out (here, in another tab, or because the server answered 401).
 */
const initial = session.get();
export const tokenSignal = signal<SessionState['token']>(initial.token);
export const userSignal = signal<SessionState['user']>(initial.user);
export const rolesSignal = signal<SessionState['roles']>(initial.roles);

export const isLoggedIn = computed(() => tokenSignal.value !== null && userSignal.value !== null);
export const isAdmin = computed(() => isAdminRole(rolesSignal.value));

function mirror(state: SessionState): void {
  batch(() => {
    tokenSignal.value = state.token;
    userSignal.value = state.user;
    rolesSignal.value = state.roles;
  });
}

// Both stores are singletons of the page, so the mirror lives as long as the page does; subscribing at load
// also means no render ever sees a session older than core's (a login before the first render included).
session.subscribe(mirror);
