import { getHref } from '@undangin/contracts';
import { useDocumentTitle } from '@undangin/platform/core';
import { Badge, buttonClass, Notice, Spinner } from '@undangin/ui';
import { Cards, PageHero, Section } from '../../../components/Blocks';
import { useSiteContact } from '../../../hooks/use-site-contact';
import { CallToAction } from '../../../components/CallToAction';
import { useGetInfoPageQuery } from '../api/get-info-page';
import { Check } from 'lucide-react';

/**
 * A product or partner page whose title, description, category, SEO texts and availability come from the service.
 * Until they arrive, `title` names the page, so the previous page's title and description never linger.
 */
export function InfoPage({ pageKey, title }: { pageKey: string; title: string }) {
  const { data: page, isLoading, isError, refetch } = useGetInfoPageQuery(pageKey);
  const { chat } = useSiteContact();
  useDocumentTitle(
    page?.seo_title ?? title,
    page?.seo_description ?? `${title} dari Undangin, platform undangan digital untuk setiap acara Anda.`,
  );

  if (isLoading) return <Spinner label="Memuat halaman..." />;
  if (isError || !page) {
    return (
      <Notice
        title="Halaman belum dapat dimuat"
        text="Silakan coba lagi sebentar lagi."
        action={
          <button className={buttonClass()} onClick={() => void refetch()}>
            Coba Lagi
          </button>
        }
      />
    );
  }
  const available = page.availability === 'available';
  return (
    <>
      <PageHero eyebrow={page.category} title={page.title} lead={page.description}>
        <Badge tone={available ? 'success' : 'warning'}>{available ? 'Tersedia Sekarang' : 'Segera Hadir'}</Badge>
      </PageHero>
      <Section>
        <Cards
          items={page.highlights.map((text) => ({ icon: Check, title: text, text: '' }))}
          columns={page.highlights.length >= 4 ? 4 : 3}
        />
      </Section>
      <CallToAction
        title={available ? 'Tertarik bergabung?' : 'Ingin dikabari saat tersedia?'}
        tone="soft"
        actions={[
          { label: 'Hubungi via WhatsApp', chat: chat(`Halo Undangin, saya tertarik dengan ${page.title}.`) },
          { label: 'Kirim Pesan', variant: 'secondary', to: getHref('contact') },
        ]}
      />
    </>
  );
}
