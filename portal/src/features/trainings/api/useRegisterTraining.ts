import { useMutation, useQueryClient } from '@tanstack/react-query';
import { registerTraining } from './registerTraining';
import { trainingKeys } from './trainingKeys';

/**
 * Registration with a private training's password. Once the server has taken it, the access flag every page of
 * the training reads says so at once, then is read again to confirm; the training is read again for the user's
 * progress, which the server counts only for those registered.
 */
export function useRegisterTraining(tid: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => registerTraining(tid, password),
    onSuccess: () => {
      client.setQueriesData<boolean>({ queryKey: trainingKeys.access(tid) }, true);
      void client.invalidateQueries({ queryKey: trainingKeys.access(tid) });
      void client.invalidateQueries({ queryKey: trainingKeys.detail(tid), exact: true });
    },
  });
}
