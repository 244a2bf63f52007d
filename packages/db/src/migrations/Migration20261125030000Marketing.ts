import { Migration } from '@mikro-orm/migrations';
import { dbRoleOf, ownTableSql } from '../ownership';

/**
 * The public site's content. The catalogue admins run (plans, print templates) belongs to the admin
 * service; articles, pages, tutorials, themes, promos, FAQs and what visitors send belong to marketing.
 */
export class Migration20261125030000Marketing extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table if not exists "plans" (
      "id" text primary key,
      "name" text not null,
      "description" text null,
      "price" integer not null check ("price" >= 0),
      "billing_interval" text not null check ("billing_interval" in ('3_days', '14_days', 'monthly', '3_months', '6_months', '1_year', 'lifetime')),
      "features" jsonb not null default '[]',
      "max_invitations" integer not null default 1,
      "max_guests_per_invitation" integer not null default 50,
      "is_active" boolean not null default true,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now())`);

    this.addSql(`create table if not exists "print_templates" (
      "id" uuid primary key default gen_random_uuid(),
      "name" text not null,
      "description" text not null default '',
      "category" text not null,
      "subcategory" text null,
      "tags" jsonb not null default '[]',
      "price" integer not null default 0,
      "original_price" integer null,
      "thumbnail" text not null,
      "gallery_images" jsonb not null default '[]',
      "features" jsonb not null default '[]',
      "specifications" jsonb not null default '{}',
      "is_featured" boolean not null default false,
      "is_active" boolean not null default true,
      "sort_order" integer not null default 0,
      "created_by" uuid null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now())`);

    this.addSql(`create table if not exists "blog_posts" (
      "id" uuid primary key default gen_random_uuid(),
      "slug" text not null unique,
      "status" text not null default 'draft' check ("status" in ('draft', 'published')),
      "title" text not null,
      "excerpt" text not null default '',
      "content" text not null default '',
      "featured_image" text null,
      "category" text not null,
      "tags" jsonb not null default '[]',
      "view_count" integer not null default 0,
      "author_name" text not null default 'Tim Undangin',
      "published_at" timestamptz null,
      "seo_title" text null,
      "seo_description" text null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now())`);

    this.addSql(`create table if not exists "pages" (
      "id" uuid primary key default gen_random_uuid(),
      "slug" text not null unique,
      "status" text not null default 'draft' check ("status" in ('draft', 'published')),
      "title" text not null,
      "excerpt" text not null default '',
      "content" text not null default '',
      "featured_image" text null,
      "seo_title" text null,
      "seo_description" text null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now())`);

    this.addSql(`create table if not exists "info_pages" (
      "key" text primary key,
      "title" text not null,
      "description" text not null,
      "category" text not null,
      "availability" text not null check ("availability" in ('coming_soon', 'available')),
      "highlights" jsonb not null default '[]',
      "seo_title" text not null,
      "seo_description" text not null,
      "updated_at" timestamptz not null default now())`);

    this.addSql(`create table if not exists "tutorials" (
      "id" text primary key,
      "title" text not null,
      "description" text not null,
      "category" text not null,
      "duration" text not null,
      "difficulty" text not null check ("difficulty" in ('Mudah', 'Menengah', 'Lanjutan')),
      "thumbnail" text not null,
      "steps" jsonb not null default '[]',
      "video_url" text null,
      "popular" boolean not null default false,
      "sort_order" integer not null default 0)`);

    this.addSql(`create table if not exists "themes" (
      "id" text primary key,
      "name" text not null,
      "category" text not null,
      "subcategory" text not null,
      "thumbnail" text not null,
      "is_premium" boolean not null default false,
      "description" text not null,
      "features" jsonb not null default '[]',
      "rating" numeric(2, 1) not null default 4.8,
      "usage_count" integer not null default 0,
      "style" text not null,
      "color" text not null,
      "base_theme" text not null check ("base_theme" in ('romantic-blush', 'golden-elegance', 'forest-dream', 'ocean-breeze')),
      "is_active" boolean not null default true,
      "sort_order" integer not null default 0)`);

    this.addSql(`create table if not exists "promos" (
      "id" text primary key,
      "title" text not null,
      "subtitle" text not null,
      "description" text not null,
      "original_price" integer not null,
      "promo_price" integer not null,
      "discount" integer not null,
      "valid_until" timestamptz not null,
      "features" jsonb not null default '[]',
      "color" text not null,
      "badge" text not null,
      "urgent" boolean not null default false,
      "sort_order" integer not null default 0)`);

    this.addSql(`create table if not exists "faqs" (
      "id" serial primary key,
      "topic" text not null,
      "question" text not null,
      "answer" text not null,
      "sort_order" integer not null default 0,
      unique ("topic", "question"))`);

    this.addSql(`create table if not exists "contact_messages" (
      "id" uuid primary key default gen_random_uuid(),
      "name" text not null,
      "email" text not null,
      "subject" text not null check ("subject" in ('general', 'technical', 'billing', 'feature', 'partnership', 'other')),
      "message" text not null,
      "created_at" timestamptz not null default now())`);

    this.addSql(`create table if not exists "newsletter_subscribers" (
      "email" text primary key,
      "source" text not null default 'blog',
      "created_at" timestamptz not null default now())`);

    for (const table of ['plans', 'print_templates']) ownTableSql(table, 'admin').forEach((sql) => this.addSql(sql));
    for (const table of [
      'blog_posts',
      'pages',
      'info_pages',
      'tutorials',
      'themes',
      'promos',
      'faqs',
      'contact_messages',
      'newsletter_subscribers',
    ]) {
      ownTableSql(table, 'marketing', { sequences: true }).forEach((sql) => this.addSql(sql));
    }
  }

  /** Drops the site's content with its tables (the seed puts the catalogue back). */
  override async down(): Promise<void> {
    for (const table of [
      'newsletter_subscribers',
      'contact_messages',
      'faqs',
      'promos',
      'themes',
      'tutorials',
      'info_pages',
      'pages',
      'blog_posts',
      'print_templates',
      'plans',
    ]) {
      this.addSql(`drop table if exists "${table}"`);
    }
    // up() let the marketing role use every sequence (ownTableSql with sequences); it had none before.
    this.addSql(`revoke usage, select on all sequences in schema public from ${dbRoleOf('marketing')}`);
  }
}
