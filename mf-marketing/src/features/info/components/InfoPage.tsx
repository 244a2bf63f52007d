import { formatRate, getHref, type PartnerProgrammeId } from '@undangin/contracts';
import { useDocumentTitle } from '@undangin/platform/core';
import { Badge, buttonClass, Notice, Spinner } from '@undangin/ui';
import { Cards, PageHero, Section } from '../../../components/Blocks';
import { useSiteContact } from '../../../hooks/use-site-contact';
import { CallToAction } from '../../../components/CallToAction';
import { useGetInfoPageQuery } from '../api/get-info-page';
import { useGetPartnerProgrammesQuery } from '../api/get-programmes';
import { Check } from 'lucide-react';

/** The programme each partner page invites to (its 'Gabung' joins it from the dashboard's partner page). */
const programmeOfPage: Record<string, PartnerProgrammeId> = {
  partnerAffiliate: 'affiliate',
  partnerReseller: 'reseller',
  partnerContentCreator: 'content_creator',
  partnerFreelance: 'freelance',
};

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
      {programmeOfPage[pageKey] ? (
        <JoinProgramme
          programmeId={programmeOfPage[pageKey]}
          chatLink={chat(`Halo Undangin, saya tertarik dengan ${page.title}.`)}
        />
      ) : (
        <CallToAction
          title={available ? 'Tertarik bergabung?' : 'Ingin dikabari saat tersedia?'}
          tone="soft"
          actions={[
            { label: 'Hubungi via WhatsApp', chat: chat(`Halo Undangin, saya tertarik dengan ${page.title}.`) },
            { label: 'Kirim Pesan', variant: 'secondary', to: getHref('contact') },
          ]}
        />
      )}
    </>
  );
}

/**
 * A partner page's close: the programme's rate now (the admin sets it) and 'Gabung', which opens the dashboard's
 * partner page with the programme chosen (signing in or up first when needed).
 */
function JoinProgramme({ programmeId, chatLink }: { programmeId: PartnerProgrammeId; chatLink: string }) {
  const { data: programmes } = useGetPartnerProgrammesQuery();
  const programme = programmes?.find((p) => p.id === programmeId);
  const rate = programme
    ? `Komisi saat ini ${formatRate(programme.rate_bp)} dari setiap paket yang dibayar akun yang Anda ajak.`
    : undefined;
  const forResellers = programme?.requires_entitlement ? ' Program ini untuk pemilik paket Reseller.' : '';
  return (
    <CallToAction
      title="Tertarik bergabung?"
      lead={rate ? `${rate}${forResellers}` : undefined}
      tone="soft"
      actions={[
        {
          label: `Gabung ${programme?.name ?? 'Program Partner'}`,
          to: `${getHref('partnerProgramme')}?program=${programmeId}`,
        },
        { label: 'Hubungi via WhatsApp', variant: 'secondary', chat: chatLink },
      ]}
    />
  );
}
