// Written by `npm run db:types` from the migrated schema (packages/db/src/schema-types.ts): do not edit by hand.
// A migration that adds, drops or renames a column changes this file; every query that reads it then fails tsc.

import type { Timestamp } from './timestamp';

/** The tables the billing service writes (the others read them), with their columns. */
export interface BillingTables {
  billing_rate_limits: {
    bucket: string;
    window_start: Timestamp;
    hits: number;
  };
  billing_sandbox_transactions: {
    token: string;
    order_id: string;
    gross_amount: number;
    finish_url: string | null;
    transaction_id: string | null;
    transaction_status: string | null;
    payment_type: string | null;
    fraud_status: string | null;
    transaction_time: Timestamp | null;
    settlement_time: Timestamp | null;
    created_at: Timestamp;
    refund_amount: number | null;
    expires_at: Timestamp | null;
  };
  order_events: {
    id: string;
    order_id: string;
    source: 'checkout' | 'notification' | 'reconcile' | 'status_check' | 'host';
    status: string | null;
    transaction_status: string | null;
    fraud_status: string | null;
    raw: unknown | null;
    created_at: Timestamp;
  };
  orders: {
    id: string;
    user_id: string;
    plan_id: string;
    promo_id: string | null;
    amount: number;
    status: 'pending' | 'paid' | 'failed' | 'refunded' | 'partially_refunded';
    gateway_status: string | null;
    payment_type: string | null;
    snap_token: string | null;
    redirect_url: string | null;
    paid_at: Timestamp | null;
    period_start: Timestamp | null;
    period_end: Timestamp | null;
    receipt_sent_at: Timestamp | null;
    created_at: Timestamp;
    updated_at: Timestamp;
    checked_at: Timestamp | null;
    refunded_amount: number;
    refunded_at: Timestamp | null;
    refund_notice_sent_at: Timestamp | null;
    promo_refused: string | null;
    payable_until: Timestamp | null;
  };
  payments: {
    transaction_id: string;
    order_id: string;
    payment_type: string | null;
    gross_amount: number;
    transaction_status: string;
    fraud_status: string | null;
    transaction_time: Timestamp | null;
    settlement_time: Timestamp | null;
    updated_at: Timestamp;
  };
  subscriptions: {
    id: string;
    user_id: string;
    plan_id: string;
    status: 'active' | 'cancelled' | 'expired' | 'pending';
    current_period_end: Timestamp | null;
    created_at: Timestamp;
    updated_at: Timestamp;
    order_id: string | null;
  };
}
