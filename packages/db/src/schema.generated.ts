// Written by `npm run db:types` from the migrated schema (packages/db/src/schema-types.ts): do not edit by hand.
// A migration that adds, drops or renames a column changes this file; every query that reads it then fails tsc.

/** A timestamp or date column as the driver answers it (a Date), or as text when a query casts it. */
export type Timestamp = string | Date;

/** Every table of the public schema, by name, with its columns. */
export interface Tables {
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
  auth_mail_outbox: {
    id: string;
    recipient: string;
    subject: string;
    text_body: string;
    html_body: string;
    created_at: Timestamp;
  };
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
  blog_post_views: {
    post_id: string;
    visitor: string;
    day: Timestamp;
  };
  blog_posts: {
    id: string;
    slug: string;
    status: 'draft' | 'published';
    title: string;
    excerpt: string;
    content: string;
    featured_image: string | null;
    category: string;
    tags: unknown;
    view_count: number;
    author_name: string;
    published_at: Timestamp | null;
    seo_title: string | null;
    seo_description: string | null;
    created_at: Timestamp;
    updated_at: Timestamp;
  };
  checkin_links: {
    id: string;
    invitation_id: string;
    token: string;
    pin_hash: string;
    label: string;
    created_at: Timestamp;
    revoked_at: Timestamp | null;
    failed_pins: number;
    failed_since: Timestamp | null;
  };
  checkin_sessions: {
    token_hash: string;
    link_id: string;
    expires_at: Timestamp;
  };
  contact_messages: {
    id: string;
    name: string;
    email: string;
    subject: 'general' | 'technical' | 'billing' | 'feature' | 'partnership' | 'other';
    message: string;
    created_at: Timestamp;
    read_at: Timestamp | null;
    whatsapp: string | null;
  };
  dashboard_rate_limits: {
    bucket: string;
    window_start: Timestamp;
    hits: number;
  };
  faqs: {
    id: number;
    topic: string;
    question: string;
    answer: string;
    sort_order: number;
  };
  guest_answer_days: {
    invitation_id: string;
    day: Timestamp;
    shard: number;
    answers: number;
    invited_answers: number;
    listed_answers: number;
  };
  guest_list_counts: {
    invitation_id: string;
    shard: number;
    total: number;
    confirmed: number;
    declined: number;
    pending: number;
    sent: number;
    opened: number;
    checked_in: number;
    people_checked_in: number;
    seats: number;
    unlisted: number;
    listed: number;
    invited: number;
    invited_confirmed: number;
    invited_declined: number;
    invited_answered: number;
    opened_answered: number;
    responses_timed: number;
    response_ms: string;
    walk_ins: number;
  };
  guestbook_entries: {
    id: string;
    invitation_id: string;
    name: string;
    email: string | null;
    message: string;
    hidden: boolean;
    created_at: Timestamp;
  };
  guests: {
    id: string;
    invitation_id: string;
    name: string;
    phone: string | null;
    group_name: string | null;
    seats: number;
    code: string;
    status: 'pending' | 'confirmed' | 'declined';
    guest_count: number;
    dietary_requirements: string | null;
    message: string | null;
    rsvp_date: Timestamp | null;
    source: 'host' | 'rsvp' | 'import' | 'walkin';
    sent_at: Timestamp | null;
    opened_at: Timestamp | null;
    checked_in_at: Timestamp | null;
    checked_in_count: number | null;
    created_at: Timestamp;
    updated_at: Timestamp;
    approved_at: Timestamp | null;
  };
  info_pages: {
    key: string;
    title: string;
    description: string;
    category: string;
    availability: 'coming_soon' | 'available';
    highlights: unknown;
    seo_title: string;
    seo_description: string;
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
  invitations: {
    id: string;
    user_id: string;
    slug: string;
    couple_name: string;
    category: 'wedding' | 'birthday' | 'corporate' | 'graduation' | 'anniversary' | 'other';
    event_date: Timestamp;
    event_time: string | null;
    location: string | null;
    maps_link: string | null;
    quotes: string | null;
    gallery: unknown;
    music_url: string | null;
    background_image: string | null;
    background_video: string | null;
    theme_id: string;
    theme_data: unknown | null;
    seo_title: string | null;
    seo_description: string | null;
    gift_accounts: unknown;
    live_stream_url: string | null;
    is_active: boolean;
    created_at: Timestamp;
    updated_at: Timestamp;
    wa_template: string | null;
    admin_disabled_at: Timestamp | null;
    admin_disabled_reason: string | null;
    published_at: Timestamp | null;
    in_portfolio: boolean;
  };
  media_files: {
    id: string;
    user_id: string;
    kind: 'image' | 'audio' | 'video';
    mime: string;
    size: string;
    url: string;
    thumb_url: string | null;
    width: number | null;
    height: number | null;
    original_name: string;
    storage_keys: unknown;
    created_at: Timestamp;
  };
  newsletter_subscribers: {
    email: string;
    source: string;
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
  pages: {
    id: string;
    slug: string;
    status: 'draft' | 'published';
    title: string;
    excerpt: string;
    content: string;
    featured_image: string | null;
    seo_title: string | null;
    seo_description: string | null;
    created_at: Timestamp;
    updated_at: Timestamp;
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
  profiles: {
    id: string;
    name: string | null;
    email: string | null;
    whatsapp: string | null;
    referral_code: string | null;
    avatar_url: string | null;
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
  themes: {
    id: string;
    name: string;
    category: string;
    subcategory: string;
    thumbnail: string;
    is_premium: boolean;
    description: string;
    features: unknown;
    rating: string;
    usage_count: number;
    style: string;
    color: string;
    base_theme: 'romantic-blush' | 'golden-elegance' | 'forest-dream' | 'ocean-breeze';
    is_active: boolean;
    sort_order: number;
  };
  tutorials: {
    id: string;
    title: string;
    description: string;
    category: string;
    duration: string;
    difficulty: 'Mudah' | 'Menengah' | 'Lanjutan';
    thumbnail: string;
    steps: unknown;
    video_url: string | null;
    popular: boolean;
    sort_order: number;
  };
}
