import { operation } from '../http/operation';
import { memberAuth } from '../store/schema/groups';

export const groupHandlers = [
  // The caller's level in the group (0 when not in it); an unknown group is "not in it" too.
  operation('getGroupAuth', 'required', ({ query, user }) => ({
    data: memberAuth(query.requiredInt('gid'), user.uid),
  })),
];
