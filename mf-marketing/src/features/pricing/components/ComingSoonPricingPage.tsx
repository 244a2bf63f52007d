import { Link } from '@undangin/router';
import { useDocumentTitle } from '@undangin/platform/core';
import { buttonClass } from '@undangin/ui';
import { PageHero } from '../../../components/Blocks';
import { useSiteContact } from '../../../hooks/use-site-contact';

const variants = {
  print: {
    title: 'Harga Undangan Cetak',
    lead: 'Daftar harga undangan cetak segera hadir. Sementara itu, konsultasikan kebutuhan cetak Anda dengan tim kami.',
    description: 'Harga undangan cetak Undangin segera hadir. Konsultasi gratis via WhatsApp.',
  },
  video: {
    title: 'Harga Undangan Video',
    lead: 'Paket undangan video 3D sedang kami siapkan. Nantikan segera!',
    description: 'Harga undangan video 3D Undangin segera hadir.',
  },
} as const;

/** /pricing/print and /pricing/video: 'coming soon', with a consultation link on the print one. */
export function ComingSoonPricingPage({ kind }: { kind: keyof typeof variants }) {
  const variant = variants[kind];
  useDocumentTitle(variant.title, variant.description);
  const { chat } = useSiteContact();
  return (
    <PageHero eyebrow="Segera Hadir" title={variant.title} lead={variant.lead}>
      {kind === 'print' ? (
        <a
          className={buttonClass()}
          href={chat('Halo Undangin, saya ingin konsultasi undangan cetak.')}
          target="_blank"
          rel="noreferrer"
        >
          Konsultasi Gratis
        </a>
      ) : null}
      <Link to="/" className={buttonClass('secondary')}>
        Kembali ke Beranda
      </Link>
    </PageHero>
  );
}
