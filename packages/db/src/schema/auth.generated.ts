// Written by `npm run db:types` from the migrated schema (packages/db/src/schema-types.ts): do not edit by hand.
// A migration that adds, drops or renames a column changes this file; every query that reads it then fails tsc.

import type { Timestamp } from './timestamp';

/** The tables the auth service writes (the others read them), with their columns. */
export interface AuthTables {
  auth_mfa_challenges: {
    id: string;
    factor_id: string;
    ip: string | null;
    failed_attempts: number;
    created_at: Timestamp;
    verified_at: Timestamp | null;
  };
  auth_mfa_factors: {
    id: string;
    user_id: string;
    friendly_name: string | null;
    factor_type: 'totp';
    status: 'unverified' | 'verified';
    secret: string;
    last_used_step: string | null;
    created_at: Timestamp;
    updated_at: Timestamp;
  };
  auth_one_time_tokens: {
    token_hash: string;
    user_id: string;
    kind: 'confirmation' | 'recovery';
    expires_at: Timestamp;
    used_at: Timestamp | null;
    created_at: Timestamp;
    pending_signup: unknown | null;
  };
  auth_rate_limits: {
    bucket: string;
    window_start: Timestamp;
    hits: number;
  };
  auth_refresh_tokens: {
    token_hash: string;
    session_id: string;
    parent_hash: string | null;
    revoked: boolean;
    created_at: Timestamp;
    updated_at: Timestamp;
  };
  auth_revoked_sessions: {
    session_id: string;
    user_id: string;
    revoked_at: Timestamp;
  };
  auth_sessions: {
    id: string;
    user_id: string;
    method: string;
    user_agent: string | null;
    ip: string | null;
    created_at: Timestamp;
    refreshed_at: Timestamp | null;
    aal: string;
    factor_id: string | null;
  };
  auth_signin_failures: {
    account_key: string;
    client: string;
    failures: number;
    first_failed_at: Timestamp;
    last_failed_at: Timestamp;
  };
  auth_signing_keys: {
    kid: string;
    algorithm: string;
    public_jwk: unknown;
    created_at: Timestamp;
    retired_at: Timestamp | null;
  };
  auth_users: {
    id: string;
    email: string;
    encrypted_password: string;
    role: 'user' | 'admin';
    email_confirmed_at: Timestamp | null;
    email_confirmed_by_link: boolean;
    confirmation_sent_at: Timestamp | null;
    recovery_sent_at: Timestamp | null;
    last_sign_in_at: Timestamp | null;
    user_metadata: unknown;
    created_at: Timestamp;
    updated_at: Timestamp;
    admin_revoked_at: Timestamp | null;
    disabled_at: Timestamp | null;
    disabled_reason: string | null;
    admin_by_setting: string | null;
    password_chosen_by_link: boolean;
  };
  profiles: {
    id: string;
    name: string | null;
    email: string | null;
    whatsapp: string | null;
    referral_code: string | null;
    avatar_url: string | null;
    updated_at: Timestamp;
  };
  referrals: {
    user_id: string;
    partner_id: string;
    click_id: string | null;
    created_at: Timestamp;
  };
}
