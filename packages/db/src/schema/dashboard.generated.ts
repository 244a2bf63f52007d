// Written by `npm run db:types` from the migrated schema (packages/db/src/schema-types.ts): do not edit by hand.
// A migration that adds, drops or renames a column changes this file; every query that reads it then fails tsc.

import type { Timestamp } from './timestamp';

/** The tables the dashboard service writes (the others read them), with their columns. */
export interface DashboardTables {
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
  custom_domains: {
    id: string;
    user_id: string;
    invitation_id: string;
    domain: string;
    token: string;
    status: 'pending' | 'verified' | 'failed';
    problems: Array<string>;
    checked_at: Timestamp | null;
    verified_at: Timestamp | null;
    failing_since: Timestamp | null;
    next_check_at: Timestamp;
    created_at: Timestamp;
  };
  dashboard_rate_limits: {
    bucket: string;
    window_start: Timestamp;
    hits: number;
  };
  desk_devices: {
    id: string;
    invitation_id: string;
    link_id: string | null;
    user_id: string | null;
    label: string;
    key: Buffer;
    created_at: Timestamp;
    synced_at: Timestamp | null;
  };
  desk_ops: {
    id: string;
    device_id: string;
    invitation_id: string;
    guest_id: string | null;
    kind: 'checkin' | 'walkin' | 'people';
    at: Timestamp;
    outcome: unknown;
    received_at: Timestamp;
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
  guest_sessions: {
    guest_id: string;
    session_id: string;
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
    all_sessions: boolean;
  };
  invitation_activity: {
    id: string;
    invitation_id: string;
    actor_id: string | null;
    actor_name: string;
    action: string;
    details: unknown;
    created_at: Timestamp;
  };
  invitation_member_invites: {
    id: string;
    invitation_id: string;
    email: string;
    role: 'editor' | 'receptionist';
    token_hash: string;
    invited_by: string | null;
    expires_at: Timestamp;
    accepted_at: Timestamp | null;
    accepted_by: string | null;
    created_at: Timestamp;
  };
  invitation_members: {
    invitation_id: string;
    user_id: string;
    role: 'editor' | 'receptionist';
    invited_by: string | null;
    created_at: Timestamp;
    updated_at: Timestamp;
  };
  invitation_passwords: {
    invitation_id: string;
    password_hash: string;
    access_key: string;
    updated_at: Timestamp;
  };
  invitation_sessions: {
    id: string;
    invitation_id: string;
    position: number;
    name: string;
    event_date: Timestamp;
    start_time: string | null;
    end_time: string | null;
    time_zone: 'WIB' | 'WITA' | 'WIT';
    venue_name: string | null;
    address: string | null;
    maps_link: string | null;
    dress_code: string | null;
    note: string | null;
    is_public: boolean;
    created_at: Timestamp;
    updated_at: Timestamp;
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
    privacy: 'public' | 'guests' | 'password';
    privacy_title: string | null;
    client_id: string | null;
    gift_qris_media_id: string | null;
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
  render_exports: {
    id: string;
    invitation_id: string | null;
    owner_id: string | null;
    requested_by: string | null;
    kind: 'invitation_pdf' | 'door_list' | 'video';
    per_guest: boolean;
    status: 'queued' | 'running' | 'done' | 'failed';
    progress: number;
    error: 'no_content' | 'media_unreadable' | 'render_failed' | 'timed_out' | 'worker_lost' | 'too_large' | null;
    attempts: number;
    file_name: string;
    result_key: string | null;
    size_bytes: string | null;
    heartbeat_at: Timestamp | null;
    started_at: Timestamp | null;
    finished_at: Timestamp | null;
    expires_at: Timestamp | null;
    created_at: Timestamp;
  };
  reseller_brands: {
    owner_id: string;
    name: string;
    logo_url: string | null;
    link_url: string | null;
    updated_at: Timestamp;
  };
  reseller_clients: {
    id: string;
    owner_id: string;
    name: string;
    phone: string | null;
    email: string | null;
    note: string | null;
    created_at: Timestamp;
  };
  session_checkins: {
    guest_id: string;
    session_id: string;
    checked_in_at: Timestamp;
    people: number;
    not_invited: boolean;
  };
  whatsapp_channel: {
    id: number;
    channel: 'cloud' | 'sandbox' | 'off';
    updated_at: Timestamp;
  };
}
