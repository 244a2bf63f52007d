import { useId, useRef, useState, type FormEvent } from 'react';
import { Button, PasswordField } from '@undangin/ui';
import { invitationMessages, lockMessages, type LockedInvitation, type SlugResolution } from '@undangin/contracts';
import { lockOfError, publicApi, PublicApiError } from '../../api/public-api';
import { LockIcon } from './icons';
import styles from './locked-view.module.css';

/** Why an unlock failed, in the guest's words: the service's own text for its refusals, else the catalogue's. */
function failureText(err: unknown): string {
  if (!(err instanceof PublicApiError) || err.status === 0) return invitationMessages.loadFailedText;
  if (err.status >= 500) return invitationMessages.unexpected;
  const fallback =
    err.code === 'wrong_password'
      ? lockMessages.wrongPassword
      : err.code === 'too_many_requests'
        ? lockMessages.tooManyTries
        : invitationMessages.unexpected;
  return err.message || fallback;
}

/**
 * A private invitation to a visitor without access: its host's title and how to get in, nothing of the invitation
 * itself. 'password' adds the form: the right one sets the service's unlock cookie, then the invitation is loaded
 * again and handed to `onOpen`.
 */
export function LockedView({
  locked,
  guestCode,
  onOpen,
}: {
  locked: LockedInvitation;
  guestCode: string | null;
  onOpen: (data: SlugResolution) => void;
}) {
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const titleId = useId();

  // A refusal: say why, and put the caret back in the password (the button was disabled meanwhile, losing focus).
  function refuse(text: string) {
    setError(text);
    setBusy(false);
    const input = form.current?.elements.namedItem('password');
    if (input instanceof HTMLInputElement) {
      input.focus();
      input.select();
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!password) return refuse(lockMessages.passwordEmpty);
    // Cleared first, so the same refusal twice is announced twice.
    setError(null);
    setBusy(true);
    try {
      await publicApi.unlock(locked.slug, password);
    } catch (err) {
      return refuse(failureText(err));
    }
    let data: SlugResolution;
    try {
      data = await publicApi.resolve(locked.slug, guestCode);
    } catch (err) {
      // Still locked with the right password: the browser kept no cookie.
      return refuse(lockOfError(err, locked.slug) ? lockMessages.cookieRefused : failureText(err));
    }
    if (data.kind === 'locked') return refuse(lockMessages.cookieRefused);
    onOpen(data);
  }

  return (
    <main className={styles.page}>
      <section className={styles.card} aria-labelledby={titleId}>
        <span className={styles.badge}>
          <LockIcon />
        </span>
        <p className={styles.eyebrow}>{lockMessages.eyebrow}</p>
        <h1 id={titleId} className={styles.title}>
          {locked.title}
        </h1>
        <p className={styles.text}>
          {locked.access === 'password' ? lockMessages.lockedPassword : lockMessages.lockedGuests}
        </p>
        {locked.access === 'password' ? (
          <form ref={form} className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
            <PasswordField
              label={lockMessages.unlockLabel}
              name="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              error={error}
              errorRole="alert"
            />
            <Button type="submit" className={styles.submit} loading={busy}>
              {busy ? lockMessages.unlocking : lockMessages.unlockButton}
            </Button>
          </form>
        ) : null}
      </section>
    </main>
  );
}
