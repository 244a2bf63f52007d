// Written by `npm run db:types` from the migrated schema (packages/db/src/schema-types.ts): do not edit by hand.
// A migration that adds, drops or renames a column changes this file; every query that reads it then fails tsc.

import type { Timestamp } from './timestamp';

/** The tables the admin service writes (the others read them), with their columns. */
export interface AdminTables {
  admin_audit_log: {
    id: string;
    actor_id: string | null;
    actor_email: string | null;
    action: string;
    entity: string;
    entity_id: string | null;
    before: unknown | null;
    after: unknown | null;
    created_at: Timestamp;
  };
  app_settings: {
    key: string;
    value: unknown;
    updated_at: Timestamp;
  };
  partner_payouts: {
    id: string;
    partner_id: string;
    amount: string;
    entries: number;
    status: 'approved' | 'paid';
    reference: string | null;
    approved_by: string | null;
    approved_at: Timestamp;
    paid_by: string | null;
    transferred_at: Timestamp | null;
  };
  partner_programmes: {
    id: 'affiliate' | 'reseller' | 'content_creator' | 'freelance';
    name: string;
    rate_bp: number;
    requires_entitlement: string | null;
    updated_at: Timestamp;
  };
  plans: {
    id: string;
    name: string;
    description: string | null;
    price: number;
    billing_interval: '3_days' | '14_days' | 'monthly' | '3_months' | '6_months' | '1_year' | 'lifetime';
    features: unknown;
    max_invitations: number;
    max_guests_per_invitation: number;
    is_active: boolean;
    created_at: Timestamp;
    updated_at: Timestamp;
    storage_quota_mb: number;
    entitlements: Array<string>;
  };
  platform_figures: {
    name: 'users' | 'invitations' | 'guests' | 'rsvps_answered';
    shard: number;
    value: string;
  };
  print_templates: {
    id: string;
    name: string;
    description: string;
    category: string;
    subcategory: string | null;
    tags: unknown;
    price: number;
    original_price: number | null;
    thumbnail: string;
    gallery_images: unknown;
    features: unknown;
    specifications: unknown;
    is_featured: boolean;
    is_active: boolean;
    sort_order: number;
    created_by: string | null;
    created_at: Timestamp;
    updated_at: Timestamp;
  };
  promos: {
    id: string;
    title: string;
    subtitle: string;
    description: string;
    original_price: number;
    promo_price: number;
    discount: number;
    valid_until: Timestamp;
    features: unknown;
    color: string;
    badge: string;
    urgent: boolean;
    sort_order: number;
    plan_id: string | null;
    new_accounts_only: boolean;
    once_per_account: boolean;
    max_uses: number | null;
  };
}
