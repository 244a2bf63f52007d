import { formatWhatsapp, type SiteInfo } from '@undangin/contracts';
import { useDocumentTitle } from '@undangin/platform/core';
import { PageHero, Section } from '../../../components/Blocks';
import { Faq } from '../../../components/Faq';
import { useSiteContact } from '../../../hooks/use-site-contact';
import { CallToAction } from '../../../components/CallToAction';
import { useGetFaqsQuery } from '../../../api/get-faqs';
import { ContactForm } from './ContactForm';
import styles from './contact.module.css';
import { Clock, Mail, MapPin, MessagesSquare } from 'lucide-react';

/** The four contact cards, from what an admin saved; each card keeps its place while the details load. */
const contactCards = (site: SiteInfo | undefined, chat: (message: string) => string) => [
  {
    icon: MessagesSquare,
    title: 'WhatsApp',
    text: site && `${formatWhatsapp(site.whatsapp)} · dibalas < 5 menit`,
    href: chat('Halo Undangin, saya butuh bantuan.'),
  },
  { icon: Mail, title: 'Email', text: site && `${site.email} · dibalas < 2 jam`, href: site && `mailto:${site.email}` },
  { icon: MapPin, title: 'Kantor', text: site?.address, href: undefined },
  { icon: Clock, title: 'Jam Operasional', text: site?.officeHours, href: undefined },
];

export function ContactPage() {
  useDocumentTitle(
    'Hubungi Kami',
    'Hubungi tim Undangin lewat WhatsApp, email atau formulir. Kami siap membantu 24/7.',
  );
  const { data: faqs = [] } = useGetFaqsQuery('contact');
  const { site, chat } = useSiteContact();
  return (
    <>
      <PageHero
        eyebrow="Kontak"
        title="Hubungi Kami"
        lead="Ada pertanyaan tentang undangan, pembayaran atau kerja sama? Tim kami siap membantu."
      />
      <Section>
        <ul className={styles.cards} aria-label="Kontak Undangin">
          {contactCards(site, chat).map((card) => (
            <li key={card.title}>
              <card.icon size={24} strokeWidth={1.75} aria-hidden="true" className={styles.icon} />
              <strong>{card.title}</strong>
              {card.text === undefined ? (
                <span aria-hidden="true">{'\u00a0'}</span>
              ) : card.href ? (
                <a href={card.href} target={card.href.startsWith('http') ? '_blank' : undefined} rel="noreferrer">
                  {card.text}
                </a>
              ) : (
                <span>{card.text}</span>
              )}
            </li>
          ))}
        </ul>
      </Section>
      <Section tone="soft">
        <ContactForm />
      </Section>
      <Faq items={faqs} />
      <CallToAction
        title="Butuh bantuan cepat?"
        lead="Tim dukungan kami online 24/7 lewat chat."
        actions={[{ label: 'Chat Sekarang', chat: chat('Halo Undangin, saya butuh bantuan cepat.') }]}
      />
    </>
  );
}
