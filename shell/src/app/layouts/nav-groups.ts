import { chromePaths } from '@undangin/contracts';
import { Clapperboard, House, LayoutTemplate, Printer } from 'lucide-react';

export interface NavGroup {
  label: string;
  links: { href: string; label: string }[];
}

/** The public top bar's groups of links. */
export const navGroups: NavGroup[] = [
  {
    label: 'Produk',
    links: [
      { href: chromePaths.themes, label: 'Undangan Website' },
      { href: chromePaths.printCatalogue, label: 'Undangan Cetak' },
      { href: chromePaths.productVideo, label: 'Undangan Video 3D' },
      { href: chromePaths.videoCatalog, label: 'Katalog Video Ucapan' },
    ],
  },
  {
    label: 'Solusi',
    links: [
      { href: chromePaths.checkinProduct, label: 'Sistem Check-in Tamu' },
      { href: chromePaths.customDomain, label: 'Custom Domain' },
      { href: chromePaths.tutorial, label: 'Tutorial' },
    ],
  },
  {
    label: 'Partner',
    links: [
      { href: chromePaths.partnerReseller, label: 'Reseller' },
      { href: chromePaths.partnerAffiliate, label: 'Afiliasi' },
      { href: chromePaths.partnerContentCreator, label: 'Content Creator' },
      { href: chromePaths.partnerFreelance, label: 'Freelance Desainer' },
    ],
  },
  {
    label: 'Perusahaan',
    links: [
      { href: chromePaths.about, label: 'Tentang Kami' },
      { href: chromePaths.blog, label: 'Blog' },
      { href: chromePaths.portfolio, label: 'Portofolio' },
      { href: chromePaths.contact, label: 'Kontak' },
    ],
  },
  {
    label: 'Harga',
    links: [
      { href: chromePaths.pricingWebsite, label: 'Undangan Website' },
      { href: chromePaths.pricingPrint, label: 'Undangan Cetak' },
      { href: chromePaths.pricingVideo, label: 'Undangan Video' },
    ],
  },
];

export const bottomBar = [
  { href: '/', label: 'Home', icon: House },
  { href: chromePaths.themes, label: 'Website', icon: LayoutTemplate },
  { href: chromePaths.productVideo, label: 'Video', icon: Clapperboard },
  { href: chromePaths.printCatalogue, label: 'Cetak', icon: Printer },
];
