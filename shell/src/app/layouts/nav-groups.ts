import { getHref } from '@undangin/contracts';

export interface NavGroup {
  label: string;
  links: { href: string; label: string }[];
}

/** The public top bar's groups (spec 000 §2, navigation). */
export const navGroups: NavGroup[] = [
  {
    label: 'Produk',
    links: [
      { href: getHref('themes'), label: 'Undangan Website' },
      { href: getHref('printCatalogue'), label: 'Undangan Cetak' },
      { href: getHref('productVideo'), label: 'Undangan Video 3D' },
      { href: getHref('videoCatalog'), label: 'Katalog Video Ucapan' },
    ],
  },
  {
    label: 'Solusi',
    links: [
      { href: getHref('checkinProduct'), label: 'Sistem Check-in Tamu' },
      { href: getHref('customDomain'), label: 'Custom Domain' },
      { href: getHref('tutorial'), label: 'Tutorial' },
    ],
  },
  {
    label: 'Partner',
    links: [
      { href: getHref('partnerReseller'), label: 'Reseller' },
      { href: getHref('partnerAffiliate'), label: 'Afiliasi' },
      { href: getHref('partnerContentCreator'), label: 'Content Creator' },
      { href: getHref('partnerFreelance'), label: 'Freelance Desainer' },
    ],
  },
  {
    label: 'Perusahaan',
    links: [
      { href: getHref('about'), label: 'Tentang Kami' },
      { href: getHref('blog'), label: 'Blog' },
      { href: getHref('portfolio'), label: 'Portofolio' },
      { href: getHref('contact'), label: 'Kontak' },
    ],
  },
  {
    label: 'Harga',
    links: [
      { href: getHref('pricingWebsite'), label: 'Undangan Website' },
      { href: getHref('pricingPrint'), label: 'Undangan Cetak' },
      { href: getHref('pricingVideo'), label: 'Undangan Video' },
    ],
  },
];

export const bottomBar = [
  { href: '/', label: 'Home', icon: '⌂' },
  { href: getHref('themes'), label: 'Website', icon: '▢' },
  { href: getHref('productVideo'), label: 'Video', icon: '▶' },
  { href: getHref('printCatalogue'), label: 'Cetak', icon: '✉' },
];
