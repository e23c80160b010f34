import type { UserRow } from '../store/schema/accounts';
import { ApiFailure } from '../http/failure';
import { trainingAccess } from '../store/queries/trainings';
import { trainings, type TrainingRow } from '../store/schema/trainings';
import { trainingMessages } from './texts';

/** A training the portal may show at all: it exists and is visible (hidden ones are unknown, even to admins). */
export function shownTraining(tid: number): TrainingRow {
  const training = trainings.get(tid);
  if (!training || !training.status) throw new ApiFailure(400, trainingMessages.missing);
  return training;
}

/**
 * A visible training whose problems and rank the caller may see: group members only for a group training, and
 * a registration (or being root or its author) for a private one (body status 401, "register first").
 */
export function visibleTraining(tid: number, user: UserRow): TrainingRow {
  const training = shownTraining(tid);
  const access = trainingAccess(training, user);
  if (access === 'notMember') throw new ApiFailure(403, trainingMessages.notGroupMember);
  if (access === 'register') throw new ApiFailure(401, trainingMessages.registerFirst);
  return training;
}
