import { useEffect, useRef, useState, type FormEvent } from 'react';
import { contactSubjects, isValidEmail, isValidWhatsapp, messages, normalizeWhatsapp } from '@undangin/contracts';
import { Alert, Button, SelectField, TextAreaField, TextField } from '@undangin/ui';
import { errorText } from '@undangin/platform/upload';
import { useSendContactMutation } from '../api/send-contact';
import styles from './contact.module.css';

const subjectLabels: Record<(typeof contactSubjects)[number], string> = {
  general: 'Pertanyaan Umum',
  technical: 'Bantuan Teknis',
  billing: 'Billing & Pembayaran',
  feature: 'Permintaan Fitur',
  partnership: 'Kerja Sama',
  other: 'Lainnya',
};
const empty = { name: '', email: '', whatsapp: '', subject: '', message: '' };

/** The contact form: every field but the WhatsApp number required, the subject chosen; the service stores what is sent. */
export function ContactForm() {
  const [form, setForm] = useState(empty);
  const [notice, setNotice] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const [send, { isLoading }] = useSendContactMutation();
  // The answer is shown where the person is looking: brought to the middle of the screen (clear of the sticky
  // header) and focused, so a screen reader says it too.
  const noticeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!notice) return;
    noticeRef.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    noticeRef.current?.focus({ preventScroll: true });
  }, [notice]);
  const set = (field: keyof typeof empty) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [field]: e.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const whatsapp = form.whatsapp.trim();
    // Optional; given, it must be an Indonesian mobile number (08…, +62…, 62…), as the service checks.
    const problems: [boolean, string][] = [
      [!form.name.trim(), messages.contact.nameRequired],
      [!form.email.trim(), messages.contact.emailRequired],
      [!isValidEmail(form.email.trim()), messages.contact.emailInvalid],
      [whatsapp !== '' && !isValidWhatsapp(normalizeWhatsapp(whatsapp)), messages.contact.whatsappInvalid],
      [!form.subject, messages.contact.subjectRequired],
      [!form.message.trim(), messages.contact.messageRequired],
    ];
    const problem = problems.find(([failed]) => failed)?.[1];
    if (problem) return setNotice({ tone: 'error', text: problem });
    try {
      const { message } = await send({
        name: form.name,
        email: form.email,
        subject: form.subject,
        message: form.message,
        ...(whatsapp ? { whatsapp } : {}),
      }).unwrap();
      setForm(empty);
      setNotice({ tone: 'success', text: message });
    } catch (err) {
      setNotice({ tone: 'error', text: errorText(err, messages.contact.failed) });
    }
  }

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-label="Formulir kontak">
      <h2>Kirim Pesan</h2>
      {notice ? (
        <div ref={noticeRef} tabIndex={-1} className={styles.notice} data-testid="contact-notice">
          <Alert tone={notice.tone}>{notice.text}</Alert>
        </div>
      ) : null}
      <TextField label="Nama" name="name" autoComplete="name" value={form.name} onChange={set('name')} />
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        value={form.email}
        onChange={set('email')}
      />
      <TextField
        label="Nomor WhatsApp (opsional)"
        name="whatsapp"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="08xxxxxxxxxx"
        hint="Isi jika ingin dibalas lewat WhatsApp."
        value={form.whatsapp}
        onChange={set('whatsapp')}
      />
      <SelectField
        label="Subjek"
        id="contact-subject"
        value={form.subject}
        onChange={set('subject')}
        options={[
          { value: '', label: 'Pilih subjek' },
          ...contactSubjects.map((subject) => ({ value: subject, label: subjectLabels[subject] })),
        ]}
      />
      <TextAreaField label="Pesan" id="contact-message" rows={5} value={form.message} onChange={set('message')} />
      <Button type="submit" loading={isLoading}>
        {isLoading ? 'Mengirim...' : 'Kirim Pesan'}
      </Button>
    </form>
  );
}
