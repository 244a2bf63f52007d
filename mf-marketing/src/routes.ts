import { createElement, type ComponentType } from 'react';
import type { RouteId } from '@undangin/contracts';
import { remoteRoute } from '@undangin/platform/core';

/** A route whose page module loads only when the route is first shown. */
const page = <P extends object>(id: RouteId, load: () => Promise<ComponentType<P>>, props?: P) =>
  remoteRoute(id, () => load().then((Page) => ({ Component: () => createElement(Page, props ?? ({} as P)) })));

const info = (id: RouteId, title: string) =>
  page(id, () => import('./features/info/components/InfoPage').then((m) => m.InfoPage), { pageKey: id, title });
const legal = (id: RouteId, slug: string, title: string) =>
  page(id, () => import('./features/legal/components/LegalPage').then((m) => m.LegalPage), { slug, title });
const payment = (id: RouteId, outcome: 'success' | 'error' | 'pending') =>
  page(id, () => import('./features/payment/components/PaymentResultPage').then((m) => m.PaymentResultPage), {
    outcome,
  });
const comingSoon = (id: RouteId, kind: 'print' | 'video') =>
  page(id, () => import('./features/pricing/components/ComingSoonPricingPage').then((m) => m.ComingSoonPricingPage), {
    kind,
  });

/** The marketing remote's routes: the public site. */
export const routes = [
  page('home', () => import('./features/home/components/HomePage').then((m) => m.HomePage)),
  page('about', () => import('./features/about/components/AboutPage').then((m) => m.AboutPage)),
  page('contact', () => import('./features/contact/components/ContactPage').then((m) => m.ContactPage)),
  page('blog', () => import('./features/blog/components/BlogPage').then((m) => m.BlogPage)),
  page('pricingWebsite', () =>
    import('./features/pricing/components/PricingWebsitePage').then((m) => m.PricingWebsitePage),
  ),
  comingSoon('pricingPrint', 'print'),
  comingSoon('pricingVideo', 'video'),
  page('printCatalogue', () =>
    import('./features/print/components/PrintCataloguePage').then((m) => m.PrintCataloguePage),
  ),
  info('productVideo', 'Undangan Video 3D'),
  info('videoCatalog', 'Katalog Video Ucapan 3D'),
  info('customDomain', 'Custom Domain'),
  page('checkinProduct', () => import('./features/checkin/components/CheckinPage').then((m) => m.CheckinPage)),
  page('tutorial', () => import('./features/tutorial/components/TutorialPage').then((m) => m.TutorialPage)),
  page('portfolio', () => import('./features/portfolio/components/PortfolioPage').then((m) => m.PortfolioPage)),
  info('partnerReseller', 'Program Reseller'),
  info('partnerAffiliate', 'Program Afiliasi'),
  info('partnerContentCreator', 'Program Content Creator'),
  info('partnerFreelance', 'Program Freelance Desainer'),
  page('promo', () => import('./features/promo/components/PromoPage').then((m) => m.PromoPage)),
  page('themes', () => import('./features/themes/components/ThemesPage').then((m) => m.ThemesPage)),
  legal('privacy', 'kebijakan-privasi', 'Kebijakan Privasi'),
  legal('terms', 'syarat-ketentuan', 'Syarat & Ketentuan'),
  payment('paymentSuccess', 'success'),
  payment('paymentError', 'error'),
  payment('paymentPending', 'pending'),
];
