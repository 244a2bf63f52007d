import { defaultLoginSecurity, type LoginSecuritySettings } from '@undangin/contracts';
import type { EntityManager } from '@undangin/db';

// Read from the admin's settings at most every few seconds per replica: a switch takes effect within that time.
const maxAgeMs = 5_000;

/** The admin's sign-in limit settings (app_settings 'security'), with a short cache of its own per caller. */
export function loginSecurityReader(): (em: EntityManager) => Promise<LoginSecuritySettings> {
  let cached: { at: number; value: LoginSecuritySettings } | null = null;
  return async (em) => {
    if (cached && Date.now() - cached.at < maxAgeMs) return cached.value;
    const [row] = await em.execute<Array<{ value: Partial<LoginSecuritySettings> | null }>>(`select value from app_settings where key = 'security'`);
    const value = { ...defaultLoginSecurity, ...(row?.value ?? {}) };
    cached = { at: Date.now(), value };
    return value;
  };
}
