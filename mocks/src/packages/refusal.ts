import { ApiFailure } from '../http/failure';

/** Why a package was refused; tests and logs match on the reason, users read the message. */
export type RefusalReason =
  | 'notZip'
  | 'unsafePath'
  | 'duplicateEntry'
  | 'tooManyEntries'
  | 'entryTooLarge'
  | 'totalTooLarge'
  | 'sizeMismatch'
  | 'damaged'
  | 'badFormat'
  | 'empty';

/**
 * A package the mock will not import. Thrown by the zip reader and the format readers before anything is
 * stored; the handlers answer it as the backend's business error (HTTP 200, body status 400) with `message`,
 * written in Chinese like the backend's own import errors.
 */
export class PackageRefusal extends Error {
  constructor(
    readonly reason: RefusalReason,
    message: string,
  ) {
    super(message);
    this.name = 'PackageRefusal';
  }
}

/** The business error a handler throws for a refused package. */
export function refusalFailure(refusal: PackageRefusal): ApiFailure {
  return new ApiFailure(400, refusal.message);
}
