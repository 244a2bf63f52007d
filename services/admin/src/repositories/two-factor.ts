import type { AdminTwoFactorState } from '@undangin/contracts';
import { column, type Columns, type EntityManager } from '@undangin/db';
import type { AuthUser } from '@undangin/service-kit';

/** Whether the admin has a verified authenticator (the admin role sees only that of the auth service's factors). */
export async function hasVerifiedFactor(em: EntityManager, userId: string): Promise<boolean> {
  const rows = await em.execute<Array<Columns<'auth_mfa_factors', 'id'>>>(
    `select id from auth_mfa_factors where ${column('auth_mfa_factors', 'user_id')} = ?
       and ${column('auth_mfa_factors', 'status')} = 'verified' limit 1`,
    [userId],
  );
  return rows.length > 0;
}

/**
 * An admin who enrolled an authenticator always needs a session that verified a code (aal2); with the settings'
 * switch on, every admin does, and one without an authenticator must enrol first.
 */
export async function twoFactorState(
  em: EntityManager,
  admin: AuthUser,
  required: boolean,
): Promise<AdminTwoFactorState> {
  const enrolled = await hasVerifiedFactor(em, admin.id);
  return { required, enrolled, satisfied: admin.aal === 'aal2' || (!enrolled && !required) };
}
