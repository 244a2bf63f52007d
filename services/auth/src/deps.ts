import type { SigningKey } from '@undangin/service-kit';
import type { Mailer } from '@undangin/service-kit/mail';
import type { AuthSettings } from './settings';

/** What the auth routes are built with; tests pass their own. */
export interface AuthDeps {
  signingKey: SigningKey;
  settings: AuthSettings;
  mailer: Mailer;
}
