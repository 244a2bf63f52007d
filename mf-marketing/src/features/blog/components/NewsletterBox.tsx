import { useState, type FormEvent } from 'react';
import { isValidEmail, messages } from '@undangin/contracts';
import { Alert, Button, TextField } from '@undangin/ui';
import { errorText } from '@undangin/platform/upload';
import { useSubscribeNewsletterMutation } from '../api/subscribe-newsletter';
import styles from './blog.module.css';

/** The newsletter box of the blog sidebar; the service stores each address once. */
export function NewsletterBox() {
  const [email, setEmail] = useState('');
  const [notice, setNotice] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const [subscribe, { isLoading }] = useSubscribeNewsletterMutation();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!isValidEmail(email.trim())) return setNotice({ tone: 'error', text: messages.newsletter.emailInvalid });
    try {
      const { message } = await subscribe({ email: email.trim(), source: 'blog' }).unwrap();
      setEmail('');
      setNotice({ tone: 'success', text: message });
    } catch (err) {
      setNotice({ tone: 'error', text: errorText(err, messages.newsletter.failed) });
    }
  }

  return (
    <form className={styles.widget} onSubmit={(event) => void submit(event)} noValidate aria-label="Newsletter">
      <h2>Newsletter</h2>
      <p>Tips dan inspirasi acara, langsung ke email Anda.</p>
      {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      <TextField
        label="Email untuk newsletter"
        name="newsletter-email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <Button type="submit" disabled={isLoading}>
        {isLoading ? 'Mengirim...' : 'Subscribe'}
      </Button>
    </form>
  );
}
