import { chatLink } from '@undangin/contracts';
import { useDocumentTitle } from '@undangin/platform';
import { buttonClass } from '@undangin/ui';
import { PageHero, Section } from '../../../components/Blocks';
import { Faq } from '../../../components/Faq';
import { useGetFaqsQuery } from '../../../api/get-faqs';
import { ContactForm } from './ContactForm';
import styles from './contact.module.css';

const cards = [
  { icon: '💬', title: 'WhatsApp', text: '0812-3456-7890 · dibalas < 5 menit', href: chatLink('Halo Undangin, saya butuh bantuan.') },
  { icon: '✉️', title: 'Email', text: 'halo@undangin.id · dibalas < 2 jam', href: 'mailto:halo@undangin.id' },
  { icon: '📍', title: 'Kantor', text: 'Jl. Jend. Sudirman No. 1, Jakarta Pusat', href: null },
  { icon: '🕘', title: 'Jam Operasional', text: 'Senin - Jumat, 09:00 - 18:00 WIB', href: null },
];

export function ContactPage() {
  useDocumentTitle('Hubungi Kami', 'Hubungi tim Undangin lewat WhatsApp, email atau formulir. Kami siap membantu 24/7.');
  const { data: faqs = [] } = useGetFaqsQuery('contact');
  return (
    <>
      <PageHero eyebrow="Kontak" title="Hubungi Kami" lead="Ada pertanyaan tentang undangan, pembayaran atau kerja sama? Tim kami siap membantu." />
      <Section>
        <ul className={styles.cards}>
          {cards.map((card) => (
            <li key={card.title}>
              <span aria-hidden="true">{card.icon}</span>
              <strong>{card.title}</strong>
              {card.href ? (
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
      <Section title="Butuh bantuan cepat?" lead="Tim dukungan kami online 24/7 lewat chat.">
        <p className={styles.center}>
          <a className={buttonClass()} href={chatLink('Halo Undangin, saya butuh bantuan cepat.')} target="_blank" rel="noreferrer">
            Chat Sekarang
          </a>
        </p>
      </Section>
    </>
  );
}
