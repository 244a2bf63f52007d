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
  commissions: {
    id: string;
    partner_id: string;
    order_id: string | null;
    order_ref: string;
    buyer_id: string | null;
    kind: 'commission' | 'clawback';
    base_amount: number;
    rate_bp: number;
    amount: number;
    status: 'pending' | 'approved' | 'void' | 'paid';
    available_at: Timestamp;
    approved_at: Timestamp | null;
    voided_at: Timestamp | null;
    payout_id: string | null;
    created_at: Timestamp;
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
  partners: {
    id: string;
    user_id: string | null;
    email: string;
    code: string;
    programme_id: string;
    status: 'active' | 'suspended';
    created_at: Timestamp;
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
  referral_clicks: {
    id: string;
    partner_id: string;
    landing: string;
    visitor: string;
    created_at: Timestamp;
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
