import { messages } from '@undangin/contracts';
import { AuthError } from '@undangin/platform';
import { accountSaveError } from './save-errors';

describe('the account screen after a failed save', () => {
  it('asks to wait when the service limits attempts, for a profile save or a password change alike', () => {
    expect(
      accountSaveError(
        new AuthError(429, 'over_request_rate_limit', 'Terlalu banyak percobaan login. Silakan tunggu beberapa menit.'),
      ),
    ).toBe('Terlalu banyak percobaan. Silakan tunggu beberapa menit.');
    // A proxy's 429 carries no GoTrue code.
    expect(accountSaveError(new AuthError(429, 'http_429', ''))).toBe(messages.account.tooManyAttempts);
  });

  it('keeps the other answers', () => {
    expect(accountSaveError(new AuthError(400, 'invalid_credentials', ''))).toBe('Password saat ini salah.');
    expect(accountSaveError(new AuthError(500, 'unexpected_failure', ''))).toBe(messages.account.saveFailed);
    expect(accountSaveError(new Error('boom'))).toBe(messages.account.saveFailed);
  });
});
