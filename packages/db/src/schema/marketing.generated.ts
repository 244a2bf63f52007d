// Written by `npm run db:types` from the migrated schema (packages/db/src/schema-types.ts): do not edit by hand.
// A migration that adds, drops or renames a column changes this file; every query that reads it then fails tsc.

import type { Timestamp } from './timestamp';

/** The tables the marketing service writes (the others read them), with their columns. */
export interface MarketingTables {
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
  faqs: {
    id: number;
    topic: string;
    question: string;
    answer: string;
    sort_order: number;
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
  newsletter_subscribers: {
    email: string;
    source: string;
    created_at: Timestamp;
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
