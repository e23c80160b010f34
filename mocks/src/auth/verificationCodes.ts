/**
 * Mock behaviour, not part of the contract: the mock sends no SMS, and the code for a mobile number is always
 * its last six digits, so tests and demo users can complete a mobile change (`GET /api/get-change-mobile-code`,
 * then `POST /api/change-mobile`). e2e tests import this from `@hoj/mocks/auth/verificationCodes`.
 */
export function mobileCodeFor(mobile: string): string {
  return mobile.slice(-6);
}
