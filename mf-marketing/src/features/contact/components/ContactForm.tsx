import { useEffect, useRef, useState } from 'react';
import {
  ContactBody,
  contactSubjects,
  isValidEmail,
  isValidWhatsapp,
  messages,
  normalizeWhatsapp,
} from '@undangin/contracts';
import { useSchemaForm, type SchemaFormOptions } from '@undangin/platform/forms';
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
type ContactDraft = typeof empty;

/** ContactBody as the service checks it, and every field but the WhatsApp number required. */
const checks: SchemaFormOptions<ContactDraft> = {
  // Optional; given, it must be an Indonesian mobile number (08…, +62…, 62…), as the service checks.
  toValue: ({ whatsapp, ...rest }) => ({ ...rest, ...(whatsapp.trim() ? { whatsapp: whatsapp.trim() } : {}) }),
  labels: { name: 'Nama', email: 'Email', whatsapp: 'Nomor WhatsApp', subject: 'Subjek', message: 'Pesan' },
  rules: (form) => ({
    name: !form.name.trim() && messages.contact.nameRequired,
    email: !form.email.trim()
      ? messages.contact.emailRequired
      : !isValidEmail(form.email.trim()) && messages.contact.emailInvalid,
    whatsapp:
      form.whatsapp.trim() !== '' &&
      !isValidWhatsapp(normalizeWhatsapp(form.whatsapp.trim())) &&
      messages.contact.whatsappInvalid,
    subject: !form.subject && messages.contact.subjectRequired,
    message: !form.message.trim() && messages.contact.messageRequired,
  }),
};

/** The contact form: every field but the WhatsApp number required, the subject chosen; the service stores what is sent. */
export function ContactForm() {
  const { draft: form, setDraft, set, submit, invalid } = useSchemaForm(ContactBody, empty, checks);
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

  async function deliver(body: ContactBody) {
    try {
      const { message } = await send(body).unwrap();
      setDraft(empty);
      setNotice({ tone: 'success', text: message });
    } catch (err) {
      setNotice({ tone: 'error', text: errorText(err, messages.contact.failed) });
    }
  }

  return (
    <form
      className={styles.form}
      onSubmit={submit(deliver, (problem) => setNotice({ tone: 'error', text: problem }))}
      noValidate
      aria-label="Formulir kontak"
    >
      <h2>Kirim Pesan</h2>
      {notice ? (
        <div ref={noticeRef} tabIndex={-1} className={styles.notice} data-testid="contact-notice">
          <Alert tone={notice.tone}>{notice.text}</Alert>
        </div>
      ) : null}
      <TextField
        label="Nama"
        name="name"
        autoComplete="name"
        value={form.name}
        onChange={set('name')}
        aria-invalid={invalid('name')}
      />
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        value={form.email}
        onChange={set('email')}
        aria-invalid={invalid('email')}
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
        aria-invalid={invalid('whatsapp')}
      />
      <SelectField
        label="Subjek"
        id="contact-subject"
        value={form.subject}
        onChange={set('subject')}
        aria-invalid={invalid('subject')}
        options={[
          { value: '', label: 'Pilih subjek' },
          ...contactSubjects.map((subject) => ({ value: subject, label: subjectLabels[subject] })),
        ]}
      />
      <TextAreaField
        label="Pesan"
        id="contact-message"
        rows={5}
        value={form.message}
        onChange={set('message')}
        aria-invalid={invalid('message')}
      />
      <Button type="submit" loading={isLoading}>
        {isLoading ? 'Mengirim...' : 'Kirim Pesan'}
      </Button>
    </form>
  );
}
