import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contestInfoQuery } from '@portal/shared/api/contestInfoQuery';
import { registerContest } from '../api/registerContest';

/**
 * Registration with the contest's password. Once the server has taken it, the access flag every reader shares
 * (`['contest', cid, 'access', uid]`: the menu's locks, the guard of the contest pages, the problem page's
 * submit) says so at once, then is read again to confirm; the contest is read again for its registrations.
 */
export function useRegisterContest(cid: number, onRegistered: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => registerContest(cid, password),
    onSuccess: () => {
      client.setQueriesData<boolean>({ queryKey: ['contest', cid, 'access'] }, true);
      void client.invalidateQueries({ queryKey: ['contest', cid, 'access'] });
      void client.invalidateQueries({ queryKey: contestInfoQuery(cid).queryKey, exact: true });
      onRegistered();
    },
  });
}
