// Written by `npm run db:types` from the migrated schema (packages/db/src/schema-types.ts): do not edit by hand.
// A migration that adds, drops or renames a column changes this file; every query that reads it then fails tsc.

import type { Timestamp } from './timestamp';

/** The tables no single service writes, with their columns. */
export interface SharedTables {
  auth_mail_outbox: {
    id: string;
    recipient: string;
    subject: string;
    text_body: string;
    html_body: string;
    created_at: Timestamp;
  };
  backup_runs: {
    id: string;
    started_at: Timestamp;
    finished_at: Timestamp;
    target: string;
  };
  commission_events: {
    id: string;
    commission_id: string;
    kind: 'created' | 'approved' | 'reduced' | 'voided' | 'clawback' | 'payout_approved' | 'paid';
    amount: number;
    order_event_id: string | null;
    payout_id: string | null;
    actor_id: string | null;
    note: string | null;
    created_at: Timestamp;
    order_event_at: Timestamp | null;
  };
  guest_session_answers: {
    guest_id: string;
    session_id: string;
    status: 'confirmed' | 'declined';
    people: number;
    answered_at: Timestamp;
  };
}
