import { TrainingAuth } from '@generated/model/index';
import type { CoreMessageKey } from '../i18n/messages';
import type { ColorCategory } from './colors';

export interface TrainingAuthInfo {
  labelKey: CoreMessageKey;
  color: ColorCategory;
  /** A password is needed to take part. */
  password: boolean;
}

/** Training visibility as the backend sends it, by name: `Public`, or `Private` behind a password. */
export const trainingAuthTable: Record<TrainingAuth, TrainingAuthInfo> = {
  [TrainingAuth.PUBLIC]: { labelKey: 'training.auth.public', color: 'success', password: false },
  [TrainingAuth.PRIVATE]: { labelKey: 'training.auth.private', color: 'danger', password: true },
};
