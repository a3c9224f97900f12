import {
  SOMETHING_WENT_WRONG,
  authFailureText,
  secondsToWait,
  tooManyAttempts,
} from '@/lib/shared/auth-failure';

const LOGIN = { refused: 'Invalid email or password' };
const SIGNUP = { refused: 'Error during signup', preferServerMessage: true };
const NOW = Date.parse('2026-11-25T12:00:00Z');

describe('authFailureText', () => {
  it('keeps the refusal text for wrong credentials and bad input', () => {
    for (const status of [400, 401, 403, 404]) {
      expect(authFailureText({ status, message: 'Account not verified' }, LOGIN)).toBe(
        'Invalid email or password',
      );
    }
  });

  it('prefers the server message only where the spec says so', () => {
    expect(authFailureText({ status: 400, message: 'Invalid phone' }, SIGNUP)).toBe(
      'Invalid phone',
    );
    expect(authFailureText({ status: 400 }, SIGNUP)).toBe('Error during signup');
  });

  it('turns a 429 into the wait that Retry-After names, never the refusal', () => {
    expect(authFailureText({ status: 429, retryAfter: '59' }, LOGIN, NOW)).toBe(
      'Too many attempts. Try again in 59 seconds.',
    );
    expect(
      authFailureText({ status: 429, retryAfter: '1', message: 'Slow down' }, SIGNUP, NOW),
    ).toBe('Too many attempts. Try again in 1 second.');
    expect(authFailureText({ status: 429 }, LOGIN, NOW)).toBe(
      'Too many attempts. Please wait a minute and try again.',
    );
  });

  it('says something went wrong for a server error or no answer at all', () => {
    for (const status of [0, 500, 502, 503, 504]) {
      expect(authFailureText({ status, message: 'Database down' }, SIGNUP)).toBe(
        SOMETHING_WENT_WRONG,
      );
      expect(authFailureText({ status }, LOGIN)).toBe(SOMETHING_WENT_WRONG);
    }
    expect(SOMETHING_WENT_WRONG).not.toMatch(/password/i);
  });
});

describe('tooManyAttempts', () => {
  it.each([
    [1, 'Too many attempts. Try again in 1 second.'],
    [2, 'Too many attempts. Try again in 2 seconds.'],
    [0, 'Too many attempts. Try again in 1 second.'],
    [900, 'Too many attempts. Try again in 900 seconds.'],
  ])('%p seconds', (seconds, text) => {
    expect(tooManyAttempts(seconds)).toBe(text);
  });
});

describe('secondsToWait', () => {
  it('reads seconds and HTTP dates, and ignores anything else', () => {
    expect(secondsToWait(' 42 ', NOW)).toBe(42);
    expect(secondsToWait(new Date(NOW + 30_500).toUTCString(), NOW)).toBe(30);
    expect(secondsToWait('Wed, 25 Nov 2026 12:00:31 GMT', NOW)).toBe(31);
    expect(secondsToWait('Wed, 25 Nov 2026 11:00:00 GMT', NOW)).toBe(0);
    for (const junk of [undefined, null, '', '-5', '1.5', 'soon']) {
      expect(secondsToWait(junk, NOW)).toBeUndefined();
    }
  });
});
