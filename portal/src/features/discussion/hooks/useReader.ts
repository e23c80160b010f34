import { useQuery } from '@tanstack/react-query';
import { useSignals } from '@preact/signals-react/runtime';
import { rolesSignal, userSignal } from '@portal/shared/session/sessionSignals';
import { groupAuthQuery } from '../api/discussionQueries';
import type { Reader } from '../model/discussionRights';

/** Who is reading a board: their account, roles and, on a group's board, their level in the group. */
export function useReader(gid: number | null): Reader {
  useSignals();
  const uid = userSignal.value?.uid ?? null;
  const roles = rolesSignal.value;
  const auth = useQuery({ ...groupAuthQuery(gid ?? 0, uid ?? ''), enabled: gid !== null && uid !== null });
  return { uid, roles, groupAuth: gid !== null && typeof auth.data === 'number' ? auth.data : 0 };
}
