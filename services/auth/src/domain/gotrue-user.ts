import type { AuthUser as GoTrueUser, MfaFactor, Role } from '@undangin/contracts';
import { iso as isoOrNull } from '@undangin/service-kit';

/** An auth_users row as the repository reads it. */
/** Timestamps come back from raw queries as strings, from entities as Dates. */
type Stamp = Date | string;

export interface UserRow {
  id: string;
  email: string;
  role: Role;
  email_confirmed_at: Stamp | null;
  email_confirmed_by_link: boolean;
  /** The password was chosen in a session that a mailed link opened (a reset link, a contested sign-up's link). */
  password_chosen_by_link: boolean;
  /** Set by `npm run admin -- revoke`, cleared by `grant`: no operator setting makes this account admin meanwhile. */
  admin_revoked_at: Stamp | null;
  confirmation_sent_at: Stamp | null;
  recovery_sent_at: Stamp | null;
  last_sign_in_at: Stamp | null;
  /** Set by an admin: the account opens no session. */
  disabled_at?: Stamp | null;
  user_metadata: Record<string, unknown>;
  created_at: Stamp;
  updated_at: Stamp;
}

// GoTrue leaves a missing timestamp out rather than sending null.
const iso = (date: Stamp | null): string | undefined => isoOrNull(date) ?? undefined;

/** The user object exactly as GoTrue answers it, with the role we decided in app_metadata (factors only when there are any). */
export function toGoTrueUser(row: UserRow, role: Role, factors: MfaFactor[] = []): GoTrueUser {
  const confirmed = iso(row.email_confirmed_at);
  const identity = {
    identity_id: row.id,
    id: row.id,
    user_id: row.id,
    identity_data: { email: row.email, email_verified: Boolean(confirmed), phone_verified: false, sub: row.id },
    provider: 'email',
    last_sign_in_at: iso(row.last_sign_in_at) ?? iso(row.created_at),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    email: row.email,
  };
  return {
    id: row.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: row.email,
    phone: '',
    ...(confirmed ? { email_confirmed_at: confirmed, confirmed_at: confirmed } : {}),
    ...(row.confirmation_sent_at ? { confirmation_sent_at: iso(row.confirmation_sent_at) } : {}),
    ...(row.recovery_sent_at ? { recovery_sent_at: iso(row.recovery_sent_at) } : {}),
    ...(row.last_sign_in_at ? { last_sign_in_at: iso(row.last_sign_in_at) } : {}),
    app_metadata: { provider: 'email', providers: ['email'], role },
    user_metadata: row.user_metadata,
    identities: [identity],
    ...(factors.length ? { factors } : {}),
    created_at: iso(row.created_at)!,
    updated_at: iso(row.updated_at)!,
    is_anonymous: false,
  };
}
