// Written by `npm run db:types` from the migrated schema (packages/db/src/schema-types.ts): do not edit by hand.
// A migration that adds, drops or renames a column changes this file; every query that reads it then fails tsc.

import type { Timestamp } from './timestamp';

/** The tables the dashboard service writes (the others read them), with their columns. */
export interface Dashboard2Tables {
  whatsapp_messages: {
    id: string;
    invitation_id: string;
    guest_id: string;
    kind: 'invitation' | 'reminder';
    round: string;
    channel: 'api' | 'tap';
    phone: string;
    body: string;
    status: 'queued' | 'sending' | 'sent' | 'delivered' | 'read' | 'failed' | 'skipped';
    wamid: string | null;
    error_code: number | null;
    error_reason: string | null;
    attempts: number;
    claimed_at: Timestamp | null;
    sent_at: Timestamp | null;
    delivered_at: Timestamp | null;
    read_at: Timestamp | null;
    failed_at: Timestamp | null;
    created_at: Timestamp;
    updated_at: Timestamp;
  };
  whatsapp_opt_outs: {
    user_id: string;
    phone: string;
    created_at: Timestamp;
  };
  whatsapp_reminders: {
    id: string;
    invitation_id: string;
    audience: 'unanswered' | 'confirmed';
    session_id: string | null;
    send_at: Timestamp;
    time_zone: 'WIB' | 'WITA' | 'WIT';
    status: 'scheduled' | 'done' | 'cancelled';
    queued: number;
    created_at: Timestamp;
  };
  whatsapp_sandbox_messages: {
    wamid: string;
    direction: 'out' | 'in';
    phone_number_id: string;
    contact: string;
    template: string | null;
    body: string;
    header_image: string | null;
    callback_data: string | null;
    status: string;
    reply_to: string | null;
    created_at: Timestamp;
    updated_at: Timestamp;
  };
}
