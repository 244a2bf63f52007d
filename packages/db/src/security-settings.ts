import { defaultLoginSecurity, type LoginSecuritySettings } from '@undangin/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { column } from './typed-sql';

// Read from the admin's settings at most every few seconds per replica: a switch takes effect within that time.
const maxAgeMs = 5_000;

/**
 * The admin's security switches (app_settings 'security': the sign-in limit the auth service applies, two-factor for
 * admins the admin service requires), with a short cache of its own per caller.
 */
export interface SecuritySettingsRead {
  (em: EntityManager): Promise<LoginSecuritySettings>;
  /** Drops this reader's cache: the service that saved a change reads it at once (other replicas within seconds). */
  forget(): void;
}

export function securitySettingsReader(): SecuritySettingsRead {
  let cached: { at: number; value: LoginSecuritySettings } | null = null;
  const read = async (em: EntityManager) => {
    if (cached && Date.now() - cached.at < maxAgeMs) return cached.value;
    const [row] = await em.execute<Array<{ value: Partial<LoginSecuritySettings> | null }>>(
      `select ${column('app_settings', 'value')} from app_settings where ${column('app_settings', 'key')} = 'security'`,
    );
    const value = { ...defaultLoginSecurity, ...(row?.value ?? {}) };
    cached = { at: Date.now(), value };
    return value;
  };
  return Object.assign(read, { forget: () => void (cached = null) });
}
