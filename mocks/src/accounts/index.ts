import type { MockDomain } from '../store/domain';
import { accountChangeHandlers, resetAccountChanges } from './accountChanges';
import { avatarHandlers } from './avatar';
import { resetLoginFailures } from './login';
import { loginHandlers } from './loginHandlers';
import { mobileHandlers, resetMobileChanges } from './mobile';
import { resetOutbox } from '../store/schema/outbox';
import { profileHandlers } from './profile';
import { registrationHandlers, resetRegistration } from './registration';
import { seedRoles } from './seedRoles';
import { seedSignIns } from './seedSignIns';
import { seedUsers } from './seedUsers';
import { resetSessions } from '../store/schema/sessions';
import { roles, users } from '../store/schema/accounts';

/** Accounts and sessions: users and roles, sign-in, registration and reset, profiles and account settings. */
export const accountsDomain: MockDomain = {
  name: 'accounts',
  seed(ctx) {
    users.fill(seedUsers(ctx));
    roles.fill(seedRoles(ctx));
    resetSessions(seedSignIns(ctx));
    resetLoginFailures();
    resetRegistration();
    resetAccountChanges();
    resetMobileChanges();
    resetOutbox();
  },
  handlers: [
    ...loginHandlers,
    ...registrationHandlers,
    ...profileHandlers,
    ...accountChangeHandlers,
    ...mobileHandlers,
    ...avatarHandlers,
  ],
};
