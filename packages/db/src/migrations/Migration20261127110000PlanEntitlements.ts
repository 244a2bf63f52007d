import { Migration } from '@mikro-orm/migrations';

/**
 * Each plan's entitlements beside its display features (contracts/billing/entitlements.ts), and each feature line the
 * entitlement it stands for: `features` becomes `[{ "text": …, "entitlement": … | null }]`. The seeded plans get what
 * their cards sell (Pro what Gratis lacks, Premium and Reseller Pro's and their own). Lines an admin wrote keep their
 * text and stand for nothing until the admin says what they stand for. Expand only: a defaulted column and a
 * rewritten json value of the admin's own table (four rows); down() turns the lines back into text. Triggers announce
 * the slugs whose page a subscription or a plan's entitlements change (the watermark).
 */
// The keys as this migration knows them (frozen: a later key comes with a migration that widens the check; the
// schema's types say which keys the check allows, and a test holds them equal to the contracts' list).
const entitlementKeys = [
  'premium_themes',
  'watermark_free',
  'analytics_advanced',
  'whatsapp_bulk',
  'whatsapp_api',
  'custom_domain',
  'export_pdf',
  'export_video',
  'checkin',
  'white_label',
  'client_accounts',
  'affiliate',
];

const lineEntitlements: Record<string, string> = {
  '100+ template premium': 'premium_themes',
  'Analytics lengkap': 'analytics_advanced',
  'Tanpa watermark': 'watermark_free',
  'Kirim massal via WhatsApp': 'whatsapp_bulk',
  'Semua template': 'premium_themes',
  'Custom domain': 'custom_domain',
  'Integrasi WhatsApp': 'whatsapp_api',
  'Ekspor ke PDF/video': 'export_pdf',
  'Sistem check-in tamu': 'checkin',
  'Semua template premium': 'premium_themes',
  'Branding sendiri': 'white_label',
  'Dashboard klien': 'client_accounts',
  'Komisi program afiliasi': 'affiliate',
};

const pro = ['premium_themes', 'watermark_free', 'analytics_advanced', 'whatsapp_bulk'];
const planEntitlements: Record<string, string[]> = {
  pro,
  premium: [...pro, 'custom_domain', 'whatsapp_api', 'export_pdf', 'export_video', 'checkin'],
  reseller: [...pro, 'white_label', 'client_accounts', 'affiliate'],
};

const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;
const textArray = (values: readonly string[]) => `array[${values.map(quote).join(', ')}]::text[]`;

export class Migration20261127110000PlanEntitlements extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "plans" add column if not exists "entitlements" text[] not null default '{}'`);
    this.addSql(
      `alter table "plans" add constraint "plans_entitlements_known" check ("entitlements" <@ ${textArray(entitlementKeys)})`,
    );
    const cases = Object.entries(lineEntitlements)
      .map(([text, key]) => `when ${quote(text)} then ${quote(key)}`)
      .join(' ');
    this.addSql(
      `update "plans" set "features" = coalesce((select jsonb_agg(case jsonb_typeof(f.value)
         when 'string' then jsonb_build_object('text', f.value #>> '{}', 'entitlement', case f.value #>> '{}' ${cases} else null end)
         else f.value end order by f.ordinality)
       from jsonb_array_elements("features") with ordinality f), '[]'::jsonb)
       where jsonb_typeof("features") = 'array'`,
    );
    for (const [plan, keys] of Object.entries(planEntitlements))
      this.addSql(`update "plans" set "entitlements" = ${textArray(keys)} where "id" = ${quote(plan)}`);
    // A guest's page shows what the host's plan includes (the watermark): a subscription that starts, renews or ends
    // announces the host's slugs, and a plan's changed entitlements every slug, so replicas drop what they kept.
    this.addSql(`create or replace function subscription_invitations_changed() returns trigger language plpgsql
      security definer set search_path = public as $$
      begin
        perform pg_notify('public_slug_changed', i.slug) from invitations i
          where i.user_id = (case when tg_op = 'DELETE' then old.user_id else new.user_id end);
        return null;
      end $$`);
    this.addSql(`create or replace function plan_entitlements_changed() returns trigger language plpgsql
      security definer set search_path = public as $$
      begin
        perform pg_notify('public_slug_changed', '*');
        return null;
      end $$`);
    for (const fn of ['subscription_invitations_changed', 'plan_entitlements_changed'])
      this.addSql(`revoke all on function ${fn}() from public`);
    this.addSql(`create trigger "subscriptions_public_slugs_changed" after insert or update or delete on "subscriptions"
      for each row execute function subscription_invitations_changed()`);
    this.addSql(`create trigger "plans_public_slugs_changed" after update of "entitlements" on "plans"
      for each statement execute function plan_entitlements_changed()`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists "plans_public_slugs_changed" on "plans"`);
    this.addSql(`drop trigger if exists "subscriptions_public_slugs_changed" on "subscriptions"`);
    this.addSql(`drop function if exists plan_entitlements_changed()`);
    this.addSql(`drop function if exists subscription_invitations_changed()`);
    this.addSql(
      `update "plans" set "features" = coalesce((select jsonb_agg(case jsonb_typeof(f.value)
         when 'object' then f.value -> 'text' else f.value end order by f.ordinality)
       from jsonb_array_elements("features") with ordinality f), '[]'::jsonb)
       where jsonb_typeof("features") = 'array'`,
    );
    this.addSql(`alter table "plans" drop constraint if exists "plans_entitlements_known"`);
    this.addSql(`alter table "plans" drop column if exists "entitlements"`);
  }
}
