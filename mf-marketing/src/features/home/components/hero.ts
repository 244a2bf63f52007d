import { getHref } from '@undangin/contracts';

/** The top of the landing page: HomePage draws it, and first-view.ts as plain HTML before any script has run. */
export const homeHero = {
  eyebrow: 'Gratis untuk memulai',
  title: 'Undangan Digital untuk Momen Spesial Anda',
  actions: [
    { label: 'Mulai Gratis', href: getHref('register'), variant: 'primary' },
    { label: 'Lihat Tema', href: getHref('themes'), variant: 'secondary' },
  ],
} as const;
