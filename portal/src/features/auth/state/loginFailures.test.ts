import { loginFailures, needsSlideVerify, recordLoginFailure, resetLoginFailures } from './loginFailures';

beforeEach(() => resetLoginFailures());

describe('login failures', () => {
  it('require the slide verify from the fifth failure, are kept for the session, and reset on success', () => {
    for (let i = 0; i < 4; i += 1) recordLoginFailure();
    expect(needsSlideVerify.value).toBe(false);
    recordLoginFailure();
    expect(needsSlideVerify.value).toBe(true);
    expect(sessionStorage.getItem('loginFailNum')).toBe('5');
    resetLoginFailures();
    expect(loginFailures.value).toBe(0);
    expect(sessionStorage.getItem('loginFailNum')).toBeNull();
  });
});
