// Written by `npm run db:types` from the migrated schema (packages/db/src/schema-types.ts): do not edit by hand.
// A migration that adds, drops or renames a column changes this file; every query that reads it then fails tsc.

import type { Timestamp } from './timestamp';

/** The tables the invitation service writes (the others read them), with their columns. */
export interface InvitationTables {
  blog_post_views: {
    post_id: string;
    visitor: string;
    day: Timestamp;
  };
  gift_confirmations: {
    id: string;
    invitation_id: string;
    guest_id: string | null;
    name: string;
    channel: 'transfer' | 'ewallet' | 'qris' | 'kado';
    amount: string | null;
    message: string | null;
    thanked_at: Timestamp | null;
    created_at: Timestamp;
  };
  guestbook_entries: {
    id: string;
    invitation_id: string;
    name: string;
    email: string | null;
    message: string;
    hidden: boolean;
    created_at: Timestamp;
    approved: boolean;
  };
  guestbook_settings: {
    invitation_id: string;
    approve_first: boolean;
    wall_token: string | null;
    updated_at: Timestamp;
  };
  invitation_rate_limits: {
    bucket: string;
    window_start: Timestamp;
    hits: number;
  };
  invitation_view_days: {
    invitation_id: string;
    day: Timestamp;
    shard: number;
    views: number;
  };
  invitation_views: {
    invitation_id: string;
    visitor: string;
    day: Timestamp;
    guest_id: string | null;
    created_at: Timestamp;
  };
}
