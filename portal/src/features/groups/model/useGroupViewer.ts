import { useParams, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useSignals } from '@preact/signals-react/runtime';
import { isSuperAdmin } from '@hoj/core/domain/roles';
import { rolesSignal, userSignal } from '@portal/shared/session/sessionSignals';
import { groupLevelQuery, groupQuery } from '../api/groupQueries';
import { groupRights, type GroupViewer } from './groupRights';

/**
 * The group of the page and what the signed-in user is to it: the group (header, owner), their level in it,
 * and the rights both give. Every page of the group reads the same two cache entries.
 */
export function useGroupViewer(gid: number) {
  useSignals();
  const user = userSignal.value;
  const uid = user?.uid ?? '';
  const superAdmin = isSuperAdmin(rolesSignal.value);
  const group = useQuery(groupQuery(gid, uid));
  // The super admin may do anything in any group: their level is never asked, as the shell's lock does not.
  const level = useQuery({ ...groupLevelQuery(gid, uid), enabled: !superAdmin });
  const data = group.data;
  const viewer: GroupViewer = {
    uid,
    level: level.data ?? 0,
    owner: !!data && !!user && (data.uid ? data.uid === uid : data.owner === user.username),
    superAdmin,
  };
  return { group, level, viewer, rights: groupRights(viewer) };
}

/** The group's id from the address (`/group/:groupID`), or null when it is not one. */
export function groupIdOf(groupID: string | undefined): number | null {
  if (!groupID || !/^\d{1,15}$/.test(groupID)) return null;
  const gid = Number(groupID);
  return Number.isSafeInteger(gid) && gid > 0 ? gid : null;
}

export const groupPath = (gid: number) => `/group/${gid}`;

/**
 * A page inside the group's layout: its group (the layout has checked the id) and the user's rights there.
 */
export function useGroupPage() {
  const gid = groupIdOf(useParams().groupID) ?? 0;
  return { gid, ...useGroupViewer(gid) };
}

/** The page of a paged list kept in the address (`?currentPage=`), so Back and a reload keep it. */
export function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const text = params.get('currentPage') ?? '';
  const page = /^\d{1,9}$/.test(text) && Number(text) >= 1 ? Number(text) : 1;
  const setPage = (next: number) =>
    setParams((current) => {
      const search = new URLSearchParams(current);
      if (next > 1) search.set('currentPage', String(next));
      else search.delete('currentPage');
      return search;
    });
  return [page, setPage];
}
