import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from '@undangin/router';
import {
  categoryLabels,
  getHref,
  invitationCategories,
  messages,
  normalizeSlug,
  renderingThemes,
  type InvitationCategory,
} from '@undangin/contracts';
import { useDocumentTitle } from '@undangin/platform/core';
import { Alert, Button, buttonClass, SelectField, TextField } from '@undangin/ui';
import { useGetOverviewQuery } from '../../../api/analytics';
import {
  useCreateInvitationMutation,
  useLazySlugAvailabilityQuery,
  useThemeCatalogueQuery,
} from '../../../api/invitations';
import { errorText } from '@undangin/platform/upload';
import styles from './create-card.module.css';

type Availability = 'idle' | 'checking' | 'available' | 'unavailable';

/** /app/create-card: pick a category and a link; the link is checked as the host types (500 ms after typing stops). */
export function CreateCardPage() {
  useDocumentTitle('Buat Undangan');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const themeId = search.get('themeId') ?? 'romantic-blush';
  const { data: catalogue } = useThemeCatalogueQuery();
  const themeName = [...renderingThemes, ...(catalogue ?? [])].find((theme) => theme.id === themeId)?.name ?? themeId;
  const [category, setCategory] = useState<InvitationCategory>('wedding');
  const [slug, setSlug] = useState('');
  const [availability, setAvailability] = useState<Availability>('idle');
  const [error, setError] = useState<string | null>(null);
  const [check] = useLazySlugAvailabilityQuery();
  const [create, { isLoading }] = useCreateInvitationMutation();
  // The plan's limit is told before the form is filled, not after (the service refuses it either way).
  const plan = useGetOverviewQuery(undefined, { refetchOnMountOrArgChange: true }).data?.plan;
  const full = plan && plan.max_invitations !== -1 && plan.invitations_used >= plan.max_invitations;

  useEffect(() => {
    if (slug.length < 3) return setAvailability('idle');
    setAvailability('checking');
    let current = true;
    const timer = setTimeout(() => {
      check({ slug })
        .unwrap()
        .then((answer) => current && setAvailability(answer.available ? 'available' : 'unavailable'))
        .catch(() => current && setAvailability('idle'));
    }, 500);
    // A late answer for an earlier slug must not overwrite the current one.
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [slug, check]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (slug.length < 3) return setError(messages.slug.tooShort);
    setError(null);
    try {
      const invitation = await create({ slug, category, theme_id: themeId }).unwrap();
      void navigate(`/app/edit-card/${invitation.id}`);
    } catch (err) {
      const status = (err as { status?: number | string }).status;
      if (status === 409) setAvailability('unavailable');
      setError(
        typeof status === 'number' ? errorText(err, messages.builder.createFailed) : messages.builder.unexpected,
      );
    }
  }

  if (full)
    return (
      <section className={styles.card} aria-labelledby="limit-title" data-testid="invitation-limit">
        <h1 id="limit-title">Buat Undangan</h1>
        <Alert tone="info">{messages.builder.invitationsFull(plan.name, plan.max_invitations)}</Alert>
        <div className={styles.actions}>
          <Link to={getHref('subscription')} className={buttonClass()}>
            Upgrade Paket
          </Link>
          <Link to={getHref('cardList')} className={buttonClass('secondary')}>
            Lihat Undangan Saya
          </Link>
        </div>
      </section>
    );

  return (
    <form className={styles.card} onSubmit={(event) => void submit(event)} noValidate>
      <h1>Buat Undangan</h1>
      <p className={styles.muted}>
        Tema: <strong data-testid="chosen-theme">{themeName}</strong>
      </p>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <SelectField
        label="Kategori acara"
        id="category"
        value={category}
        onChange={(e) => setCategory(e.target.value as InvitationCategory)}
        options={invitationCategories.map((c) => ({ value: c, label: categoryLabels[c] }))}
      />
      <TextField
        label="Link undangan"
        id="slug"
        adornment={`${window.location.host}/`}
        value={slug}
        onChange={(e) => setSlug(normalizeSlug(e.target.value))}
        placeholder="budi-dan-ani"
        autoComplete="off"
        hint={
          // Announced as the check answers; the field is described by it (the kit's hint).
          <span className={styles[availability]} aria-live="polite" data-state={availability}>
            {availability === 'idle' ? 'Minimal 3 karakter: huruf kecil, angka dan tanda hubung.' : null}
            {availability === 'checking' ? 'Memeriksa ketersediaan...' : null}
            {availability === 'available' ? 'Link tersedia!' : null}
            {availability === 'unavailable' ? messages.slug.taken : null}
          </span>
        }
      />
      <Button type="submit" disabled={isLoading || slug.length < 3 || availability === 'unavailable'}>
        {isLoading ? 'Membuat...' : 'Buat Undangan'}
      </Button>
    </form>
  );
}
