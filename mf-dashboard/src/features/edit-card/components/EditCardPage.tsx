import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from '@undangin/router';
import {
  entitlementMessages,
  categoryLabels,
  getHref,
  invitationCategories,
  messages,
  normalizeSlug,
} from '@undangin/contracts';
import { useDocumentTitle } from '@undangin/platform/core';
import { Alert, Button, Notice, SelectField, Skeleton, TextAreaField, TextField, useNotice } from '@undangin/ui';
import {
  useGetInvitationQuery,
  useSetInvitationActiveMutation,
  useUpdateInvitationMutation,
} from '../../../api/invitations';
import { errorText } from '@undangin/platform/upload';
import { formOf, type EditorForm, type SetField } from './form';
import { GiftSection } from './GiftSection';
import { BackgroundSection, GallerySection, MusicSection } from './MediaSections';
import { useListSessionsQuery } from '../../../api/sessions';
import { SessionsEditor } from './SessionsEditor';
import { ThemeSection } from './ThemeSection';
import { PlanLock } from '../../../components/PlanLock';
import styles from './edit-card.module.css';

type FieldErrors = Partial<Record<keyof EditorForm, string>>;

/** /app/edit-card/{id}: every section of an invitation; Save sends it whole and returns to the dashboard. */
export function EditCardPage() {
  useDocumentTitle('Edit Undangan');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { data: invitation, error: loadError, isLoading } = useGetInvitationQuery(id);
  const [update, { isLoading: saving }] = useUpdateInvitationMutation();
  const [setActive, { isLoading: publishing }] = useSetInvitationActiveMutation();
  // The date and time here are the first session's, in that session's zone.
  const { data: sessions } = useListSessionsQuery(id, { skip: !id });
  const zone = sessions?.[0]?.time_zone ?? 'WIB';
  const [form, setForm] = useState<EditorForm | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [notice, setNotice] = useNotice();
  // The field a refused save was about (a link already taken): changing it clears the refusal.
  const [noticeField, setNoticeField] = useState<keyof EditorForm | null>(null);
  // Edits not saved yet: Batal and leaving the page ask first.
  const dirty = Boolean(invitation && form && JSON.stringify(form) !== JSON.stringify(formOf(invitation)));
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  useEffect(() => {
    if (invitation && !form) setForm(formOf(invitation));
  }, [invitation, form]);
  // A foreign id answers 404; a malformed one 400: either way there is nothing of this host's to edit.
  const loadStatus = (loadError as { status?: unknown } | undefined)?.status;
  const notYours = loadStatus === 404 || loadStatus === 400;
  useEffect(() => {
    if (!notYours) return;
    const timer = setTimeout(() => void navigate(getHref('dashboard'), { replace: true }), 2500);
    return () => clearTimeout(timer);
  }, [notYours, navigate]);

  if (isLoading) return <Skeleton label="Memuat undangan..." lines={6} />;
  if (loadError)
    return (
      <Notice title={notYours ? messages.builder.notFoundOrForbidden : messages.builder.loadFailed} role="alert" />
    );
  if (!form) return <Skeleton label="Memuat undangan..." lines={6} />;

  const set: SetField = (field, value) => {
    setForm((f) =>
      f
        ? { ...f, [field]: typeof value === 'function' ? (value as (current: unknown) => unknown)(f[field]) : value }
        : f,
    );
    // A field's refusal goes once the host changes it.
    if (errors[field]) setErrors(({ [field]: _gone, ...rest }) => rest);
    if (noticeField === field) {
      setNotice(null);
      setNoticeField(null);
    }
  };
  // A draft is published as it was last saved: unsaved edits are saved first, with the same checks.
  const publish = async () => {
    try {
      if (dirty) await update({ id, body: form }).unwrap();
      await setActive({ id, is_active: true }).unwrap();
      setNotice({ tone: 'success', text: messages.builder.published(form.couple_name || invitation!.couple_name) });
    } catch (err) {
      setNotice({ tone: 'error', text: errorText(err, messages.builder.saveFailed) });
    }
  };
  const cancel = () => {
    if (dirty && !window.confirm(messages.builder.leaveUnsaved)) return;
    void navigate(getHref('dashboard'));
  };
  // A text field's wiring: its id, value, change and the service's refusal, announced as it arrives.
  const text = (field: keyof EditorForm) => ({
    id: field,
    className: styles.field,
    value: String(form[field] ?? ''),
    onChange: (e: { target: { value: string } }) => set(field, e.target.value as never),
    error: errors[field],
    errorRole: 'alert' as const,
  });

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!form) return setNotice({ tone: 'error', text: messages.builder.invalidData });
    setErrors({});
    setNotice(null);
    setNoticeField(null);
    try {
      await update({ id, body: form }).unwrap();
      setNotice({ tone: 'success', text: messages.builder.saved });
      setTimeout(() => void navigate(getHref('dashboard')), 1200);
    } catch (err) {
      const details = (err as { data?: { details?: { field: string; message: string }[] } }).data?.details ?? [];
      const status = (err as { status?: unknown }).status;
      // A link taken by another invitation is the link field's refusal.
      const fieldErrors = Object.fromEntries(details.map((d) => [d.field, d.message]));
      if (status === 409) {
        fieldErrors.slug = errorText(err, messages.builder.urlTaken);
        setNoticeField('slug');
      }
      setErrors(fieldErrors);
      setNotice({
        tone: 'error',
        text: typeof status === 'number' ? errorText(err, messages.builder.saveFailed) : messages.builder.unexpected,
      });
    }
  }

  return (
    <form className={styles.page} onSubmit={(event) => void save(event)} noValidate>
      <div className={styles.head}>
        <h1>Edit Undangan</h1>
        <div className={styles.row}>
          <a className={styles.linkButton} href={`/${invitation!.slug}?preview`} target="_blank" rel="noreferrer">
            Preview
          </a>
          <Button variant="secondary" onClick={cancel}>
            Batal
          </Button>
          <Button type="submit" loading={saving}>
            {saving ? 'Menyimpan...' : 'Simpan'}
          </Button>
        </div>
      </div>
      {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      {invitation!.published_at || invitation!.is_active ? null : (
        <div className={styles.draft} data-testid="draft-notice">
          <p>{messages.builder.draftNotice}</p>
          <Button onClick={() => void publish()} loading={publishing}>
            Terbitkan
          </Button>
        </div>
      )}

      {invitation!.needs.map((need) => (
        <PlanLock
          key={need.entitlement}
          testId={`lock-${need.entitlement}`}
          title={entitlementMessages.themeLockTitle}
          action={need.plan_name ? entitlementMessages.upgrade(need.plan_name) : null}
          href={need.plan_id ? `${getHref('pricingWebsite')}?plan=${encodeURIComponent(need.plan_id)}` : null}
        >
          {invitation!.is_active
            ? entitlementMessages.themeLockedPublished(need.plan_name ?? '')
            : entitlementMessages.themeLockedDraft(need.plan_name ?? '')}
        </PlanLock>
      ))}

      <section className={styles.section} aria-labelledby="basic-title">
        <h2 id="basic-title">Informasi Dasar</h2>
        <TextField label="Nama pasangan / judul acara" {...text('couple_name')} />
        <SelectField
          label="Kategori"
          id="category"
          className={styles.field}
          value={form.category}
          onChange={(e) => set('category', e.target.value as EditorForm['category'])}
          options={invitationCategories.map((c) => ({ value: c, label: categoryLabels[c] }))}
        />
        <div className={styles.pair}>
          <TextField label="Tanggal" type="date" {...text('event_date')} />
          <TextField label={`Waktu (${zone})`} type="time" {...text('event_time')} />
        </div>
        <TextField label="Lokasi" {...text('location')} />
        <TextField
          label="Link Google Maps"
          type="url"
          placeholder="https://maps.google.com/..."
          {...text('maps_link')}
        />
        <TextAreaField label="Kutipan" rows={3} {...text('quotes')} />
      </section>

      <SessionsEditor
        invitationId={id}
        onFirstChanged={(first) =>
          setForm((f) =>
            f
              ? {
                  ...f,
                  event_date: first.event_date,
                  event_time: first.start_time ?? '',
                  location: [first.venue_name, first.address].filter(Boolean).join(', '),
                  maps_link: first.maps_link ?? '',
                }
              : f,
          )
        }
      />
      <BackgroundSection form={form} set={set} />
      <ThemeSection
        form={form}
        set={set}
        catalogue={
          invitation!.base_theme
            ? {
                id: invitation!.theme_id,
                name: invitation!.theme_name ?? invitation!.theme_id,
                base: invitation!.base_theme,
                premium: invitation!.theme_premium,
              }
            : null
        }
        savedThemeId={invitation!.theme_id}
        locked={invitation!.premium_themes}
      />

      <section className={styles.section} aria-labelledby="seo-title">
        <h2 id="seo-title">URL &amp; SEO</h2>
        <TextField
          label="URL undangan"
          adornment={`${window.location.host}/`}
          {...text('slug')}
          onChange={(e) => set('slug', normalizeSlug(e.target.value))}
        />
        <TextField label="Judul SEO (opsional)" hint="Tampil di pratinjau link WhatsApp." {...text('seo_title')} />
        <TextAreaField label="Deskripsi SEO (opsional)" rows={2} {...text('seo_description')} />
      </section>

      <GallerySection form={form} set={set} />
      <MusicSection form={form} set={set} error={errors.music_url} />
      <GiftSection form={form} set={set} />
      <section className={styles.section} aria-labelledby="live-title">
        <h2 id="live-title">Siaran Langsung</h2>
        <TextField
          label="Link siaran langsung (opsional)"
          type="url"
          placeholder="Link YouTube, Instagram atau Zoom"
          {...text('live_stream_url')}
        />
      </section>
      <div className={styles.footerBar}>
        <Button type="submit" loading={saving}>
          {saving ? 'Menyimpan...' : 'Simpan'}
        </Button>
      </div>
    </form>
  );
}
