import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useSignals } from '@preact/signals-react/runtime';
import { TrainingAuth, type TrainingVO } from '@generated/model/index';
import { isSuperAdmin } from '@hoj/core/domain/roles';
import { queryView } from '@portal/shared/ui/queryView';
import { rolesSignal, userSignal } from '@portal/shared/session/sessionSignals';
import { groupAuthQuery, trainingAccessQuery, trainingQuery } from '../api/trainingQueries';
import type { TrainingPlace } from './trainingRoute';
import { isTrainingAdmin, trainingEntry, type Known, type TrainingEntry } from './trainingViewer';

export interface TrainingViewer {
  /** The training's own query (its facts, the user's progress). */
  query: UseQueryResult<TrainingVO>;
  training: TrainingVO | null;
  /** Null while it is being learnt. */
  isAdmin: boolean | null;
  /** Whether its problems and rank may be shown, or the password form comes first. */
  entry: TrainingEntry;
  /** Asks again whether the user registered, after that could not be read. */
  retryAccess: () => void;
  /** The signed-in user's id (empty for none), for their own row of the rank. */
  uid: string;
}

function known<T>(query: Pick<UseQueryResult<T>, 'data' | 'error' | 'isError'>): Known<T> {
  const view = queryView(query);
  if (view.kind === 'ready') return { state: 'ready', value: view.data };
  return view.kind === 'failed' ? { state: 'failed' } : { state: 'pending' };
}

/**
 * The signed-in user in the training being visited, read the same way by its header and each of its pages (one
 * request each, shared through the cache): whether they administer it, and whether a private training still
 * wants its password.
 */
export function useTrainingViewer(place: TrainingPlace): TrainingViewer {
  useSignals();
  const uid = userSignal.value?.uid ?? '';
  const username = userSignal.value?.username ?? '';
  const superAdmin = isSuperAdmin(rolesSignal.value);
  const query = useQuery(trainingQuery(place.tid));
  const training = query.data ?? null;
  const gid = training?.gid ?? null;
  const groupAuth = useQuery({ ...groupAuthQuery(gid ?? 0, uid), enabled: gid !== null && uid !== '' });

  const isAdmin = training
    ? isTrainingAdmin({ training, username, superAdmin, groupAuth: known(groupAuth) })
    : null;
  const asksAccess = training?.auth === TrainingAuth.PRIVATE && isAdmin === false && uid !== '';
  const access = useQuery({ ...trainingAccessQuery(place.tid, uid), enabled: asksAccess });
  const entry: TrainingEntry = training ? trainingEntry(training, isAdmin, known(access)) : 'pending';
  return { query, training, isAdmin, entry, uid, retryAccess: () => void access.refetch() };
}
