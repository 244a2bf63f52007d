import { createElement } from 'react';
import type { RouteId } from '@undangin/contracts';
import { remoteRoute } from '@undangin/platform';

const info = (id: RouteId, title: string) =>
  remoteRoute(id, () => import('./features/info/components/InfoPage').then(({ InfoPage }) => ({ Component: () => createElement(InfoPage, { title }) })));

/** The marketing remote's routes: the public site. */
export const routes = [
  remoteRoute('home', () => import('./features/home/components/HomePage').then((m) => ({ Component: m.HomePage }))),
  info('about', 'Tentang Kami'),
  info('contact', 'Hubungi Kami'),
  info('blog', 'Blog'),
  info('pricingWebsite', 'Harga Undangan Website'),
  info('pricingPrint', 'Harga Undangan Cetak'),
  info('pricingVideo', 'Harga Undangan Video'),
  info('printCatalogue', 'Cetak Undangan Custom'),
  info('productVideo', 'Undangan Video 3D'),
  info('videoCatalog', 'Katalog Video'),
  info('customDomain', 'Custom Domain'),
  info('checkinProduct', 'Sistem Check-in Tamu'),
  info('tutorial', 'Tutorial'),
  info('portfolio', 'Portofolio'),
  info('partnerReseller', 'Program Reseller'),
  info('partnerAffiliate', 'Program Afiliasi'),
  info('partnerContentCreator', 'Program Content Creator'),
  info('partnerFreelance', 'Program Freelance'),
  info('promo', 'Promo'),
  info('themes', 'Tema Undangan'),
  info('privacy', 'Kebijakan Privasi'),
  info('terms', 'Syarat & Ketentuan'),
  info('paymentSuccess', 'Pembayaran Berhasil'),
  info('paymentError', 'Pembayaran Gagal'),
  info('paymentPending', 'Pembayaran Diproses'),
];
