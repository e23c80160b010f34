/** Business statuses of the envelope (`ResultStatus`). */
export type ResultStatus = 400 | 401 | 403 | 404 | 500;

/**
 * An error answer. `httpStatus` is 200 for the service-layer errors (the common case: body status only) and the
 * real HTTP status for what the backend's filter and exception advice send (401, 403, 400, 500).
 */
export class ApiFailure extends Error {
  constructor(
    readonly status: ResultStatus,
    message: string,
    readonly httpStatus: number = 200,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiFailure';
  }
}

/**
 * What a write the database refuses (a NOT NULL column left empty, a broken foreign key, a duplicate unique key)
 * answers: `DataIntegrityViolationException` through the global handler, HTTP 500.
 */
export function integrityViolation(): ApiFailure {
  return new ApiFailure(500, 'Server Error! Please try Again later!', 500);
}
