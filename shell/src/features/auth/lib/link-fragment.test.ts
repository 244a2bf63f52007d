import { confirmationOutcome, recoveryAccessToken } from './link-fragment';

describe('what a mailed link put in the URL fragment', () => {
  it('the reset screen takes the recovery session from the fragment, as GoTrue sends it', () => {
    const hash =
      '#access_token=eyJ.akses&refresh_token=segar&expires_in=3600&expires_at=1795664572&token_type=bearer&type=recovery';
    expect(recoveryAccessToken(hash)).toBe('eyJ.akses');
  });

  it('finds no session in an error, another kind of link or a half session', () => {
    expect(
      recoveryAccessToken(
        '#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired&type=recovery',
      ),
    ).toBeNull();
    expect(recoveryAccessToken('#access_token=eyJ.akses&refresh_token=segar&type=signup')).toBeNull();
    expect(recoveryAccessToken('#access_token=eyJ.akses&type=recovery')).toBeNull();
    expect(recoveryAccessToken('')).toBeNull();
  });

  it('the login screen reads a confirmation or a spent link from the fragment', () => {
    expect(confirmationOutcome('#email_confirmed=1')).toBe('confirmed');
    expect(confirmationOutcome('#error=access_denied&error_code=otp_expired&type=signup')).toBe('invalid');
    expect(confirmationOutcome('')).toBeNull();
  });
});
