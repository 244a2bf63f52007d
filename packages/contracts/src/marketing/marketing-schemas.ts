import { Type, type Static } from '@sinclair/typebox';
import { entitlementKeys } from '../billing/entitlements';

/** The marketing service's answers (plans, catalogue, content). Front ends import the types only. */
const Str = Type.String();
const Nullable = <T extends ReturnType<typeof Type.String> | ReturnType<typeof Type.Integer>>(schema: T) =>
  Type.Union([schema, Type.Null()]);

export const billingIntervals = ['3_days', '14_days', 'monthly', '3_months', '6_months', '1_year', 'lifetime'] as const;

export const EntitlementKey = Type.Union(entitlementKeys.map((key) => Type.Literal(key)));

/** A feature the host's plan lacks, with the cheapest plan on sale that includes it (null when none does). */
export const RequiredPlan = Type.Object({
  entitlement: EntitlementKey,
  plan_id: Nullable(Str),
  plan_name: Nullable(Str),
});
export type RequiredPlan = Static<typeof RequiredPlan>;

/** A plan's feature line: its text and the entitlement it stands for (null: a limit, a basic, support). */
export const PlanFeatureLine = Type.Object({ text: Str, entitlement: Type.Union([EntitlementKey, Type.Null()]) });

export const Plan = Type.Object({
  id: Str,
  name: Str,
  description: Nullable(Str),
  price: Type.Integer(),
  billing_interval: Type.Union(billingIntervals.map((b) => Type.Literal(b))),
  features: Type.Array(PlanFeatureLine),
  /** What the plan lets a host do beyond its numbers (contracts/billing/entitlements.ts). */
  entitlements: Type.Array(EntitlementKey),
  /** Entitlements this server cannot deliver now (Integrasi WhatsApp with no WhatsApp settings): shown 'Segera hadir'. */
  unavailable: Type.Optional(Type.Array(EntitlementKey)),
  max_invitations: Type.Integer(),
  max_guests_per_invitation: Type.Integer(),
});
export type Plan = Static<typeof Plan>;

export const PrintTemplate = Type.Object({
  id: Str,
  name: Str,
  description: Str,
  category: Str,
  subcategory: Nullable(Str),
  tags: Type.Array(Str),
  price: Type.Integer(),
  original_price: Nullable(Type.Integer()),
  thumbnail: Str,
  gallery_images: Type.Array(Str),
  features: Type.Array(Str),
  specifications: Type.Record(Str, Str),
  is_featured: Type.Boolean(),
  sort_order: Type.Integer(),
});
export type PrintTemplate = Static<typeof PrintTemplate>;

export const BlogPostSummary = Type.Object({
  id: Str,
  slug: Str,
  title: Str,
  excerpt: Str,
  featured_image: Nullable(Str),
  category: Str,
  tags: Type.Array(Str),
  view_count: Type.Integer(),
  author_name: Str,
  published_at: Str,
});
export type BlogPostSummary = Static<typeof BlogPostSummary>;

export const Tutorial = Type.Object({
  id: Str,
  title: Str,
  description: Str,
  category: Str,
  duration: Str,
  difficulty: Str,
  thumbnail: Str,
  steps: Type.Array(Str),
  video_url: Nullable(Str),
  popular: Type.Boolean(),
});
export type Tutorial = Static<typeof Tutorial>;

export const Theme = Type.Object({
  id: Str,
  name: Str,
  category: Str,
  subcategory: Str,
  thumbnail: Str,
  is_premium: Type.Boolean(),
  description: Str,
  features: Type.Array(Str),
  rating: Type.Number(),
  usage_count: Type.Integer(),
  style: Str,
  color: Str,
  base_theme: Str,
});
export type Theme = Static<typeof Theme>;

export const Promo = Type.Object({
  id: Str,
  title: Str,
  subtitle: Str,
  description: Str,
  original_price: Type.Integer(),
  promo_price: Type.Integer(),
  discount: Type.Integer(),
  valid_until: Str,
  features: Type.Array(Str),
  color: Str,
  badge: Str,
  urgent: Type.Boolean(),
  /** The plan a checkout through the promo buys (at promo_price); null for a promo that sells nothing online. */
  plan_id: Type.Union([Str, Type.Null()]),
  /** Paid uses left under its cap (real, counted from orders); null without a cap. */
  remaining: Type.Union([Type.Integer(), Type.Null()]),
});
export type Promo = Static<typeof Promo>;

/** An invitation on /portfolio: its host opted in; what its public page shows anyway. */
export const PortfolioItem = Type.Object({
  slug: Str,
  couple_name: Str,
  category: Str,
  theme_name: Str,
  /** YYYY-MM of the event. */
  event_month: Str,
});
export type PortfolioItem = Static<typeof PortfolioItem>;

export const FaqItem = Type.Object({ question: Str, answer: Str });
export type FaqItem = Static<typeof FaqItem>;
export const FaqQuery = Type.Object({
  topic: Type.Union(['landing', 'pricing', 'contact', 'promo'].map((t) => Type.Literal(t))),
});

export const InfoPage = Type.Object({
  key: Str,
  title: Str,
  description: Str,
  category: Str,
  availability: Type.Union([Type.Literal('coming_soon'), Type.Literal('available')]),
  highlights: Type.Array(Str),
  seo_title: Str,
  seo_description: Str,
});
export type InfoPage = Static<typeof InfoPage>;

export const ContentPage = Type.Object({
  slug: Str,
  title: Str,
  excerpt: Str,
  content: Str,
  featured_image: Nullable(Str),
  seo_title: Nullable(Str),
  seo_description: Nullable(Str),
});
export type ContentPage = Static<typeof ContentPage>;

export const contactSubjects = ['general', 'technical', 'billing', 'feature', 'partnership', 'other'] as const;
export const ContactBody = Type.Object({
  name: Type.String({ maxLength: 100 }),
  email: Type.String({ maxLength: 254 }),
  subject: Type.String({ maxLength: 20 }),
  message: Type.String({ maxLength: 5000 }),
  /** Optional: the sender's WhatsApp number (08…, +62…, 62…), stored as 62…. */
  whatsapp: Type.Optional(Type.String({ maxLength: 30 })),
});
export type ContactBody = Static<typeof ContactBody>;

export const NewsletterBody = Type.Object({
  email: Type.String({ maxLength: 254 }),
  source: Type.Optional(Type.String({ maxLength: 20 })),
});
export type NewsletterBody = Static<typeof NewsletterBody>;
export const Acknowledgement = Type.Object({ message: Str });
export type Acknowledgement = Static<typeof Acknowledgement>;
export const InfoPageParams = Type.Object({ key: Type.String({ maxLength: 60 }) });
export const ContentPageParams = Type.Object({ slug: Type.String({ maxLength: 100 }) });
