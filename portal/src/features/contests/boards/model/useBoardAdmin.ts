import { useSignals } from '@preact/signals-react/runtime';
import type { ContestVO } from '@generated/model/index';
import { isSuperAdmin } from '@hoj/core/domain/roles';
import { useContestViewer } from '@portal/features/contests/model/contestViewer';
import { isLoggedIn, rolesSignal, userSignal } from '@portal/shared/session/sessionSignals';
import type { BoardSource } from '../api/boardQueries';

/**
 * Whether the viewer may ask for the live board past the seal (Force update): the super admin and the
 * contest's creator, whom the server honours on both boards; inside the contest also whoever the contest shell
 * found to be its admin (a group contest's owners), which the outside board does not honour.
 */
export function useBoardAdmin(contest: Pick<ContestVO, 'author'>, source: BoardSource): boolean {
  useSignals();
  const shell = useContestViewer();
  const user = isLoggedIn.value ? userSignal.value : null;
  const direct =
    user !== null &&
    (isSuperAdmin(rolesSignal.value) || (!!contest.author && contest.author === user.username));
  return direct || (source === 'inside' && shell.isAdmin === true);
}
