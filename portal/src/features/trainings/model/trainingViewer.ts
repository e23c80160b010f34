import { GroupMemberAuth, TrainingAuth, type TrainingVO } from '@generated/model/index';

/** What is known of a flag the server decides: still being asked, could not be asked, or the answer. */
export type Known<T> = { state: 'pending' } | { state: 'failed' } | { state: 'ready'; value: T };

export interface TrainingAdminFacts {
  training: Pick<TrainingVO, 'author' | 'gid'>;
  /** The signed-in user's name. */
  username: string;
  superAdmin: boolean;
  /** The user's level in the training's group; only asked for a group training. */
  groupAuth: Known<number>;
}

/**
 * A training admin: its author, the super admin, or the root of the group a group training belongs to (the
 * backend's rule for who needs no registration and who sees real names). Null while the group level, the one
 * fact that may still be on its way, is not known.
 */
export function isTrainingAdmin({
  training,
  username,
  superAdmin,
  groupAuth,
}: TrainingAdminFacts): boolean | null {
  if (superAdmin || (training.author != null && training.author === username)) return true;
  if (training.gid == null) return false;
  if (groupAuth.state === 'ready') return groupAuth.value === GroupMemberAuth.ROOT;
  // A level that could not be read counts as an ordinary member's: the server still decides what they see.
  return groupAuth.state === 'failed' ? false : null;
}

/**
 * Whether the problems and the rank of a training may be shown: `open` for a public training and for its admins,
 * `password` for a private one the user has not registered for (the form comes first), `pending` while that is
 * being learnt, `failed` when the registration could not be checked.
 */
export type TrainingEntry = 'open' | 'password' | 'pending' | 'failed';

export function trainingEntry(
  training: Pick<TrainingVO, 'auth'>,
  admin: boolean | null,
  registered: Known<boolean>,
): TrainingEntry {
  if (training.auth !== TrainingAuth.PRIVATE || admin === true) return 'open';
  if (admin === null || registered.state === 'pending') return 'pending';
  if (registered.state === 'failed') return 'failed';
  return registered.value ? 'open' : 'password';
}
