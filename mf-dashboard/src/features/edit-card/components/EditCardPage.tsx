import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { Navigate, useNavigate, useParams } from '@undangin/router';
import { coHostUiMessages, entitlementMessages, getHref, messages, type InvitationDetail } from '@undangin/contracts';
import { useDocumentTitle } from '@undangin/platform/core';
import { Alert, Button, Notice, Skeleton, useNotice } from '@undangin/ui';
import { Tabs } from '@undangin/ui/tabs';
import {
  useGetInvitationQuery,
  useSetInvitationActiveMutation,
  useUpdateInvitationMutation,
} from '../../../api/invitations';
import { errorText } from '@undangin/platform/upload';
import { formOf, type EditorForm, type SetField, type TextOf } from './form';
import { GiftSection } from './GiftSection';
import { BackgroundSection, GallerySection, MusicSection } from './MediaSections';
import { useListSessionsQuery } from '../../../api/sessions';
import { SessionsEditor } from './SessionsEditor';
import { BasicSection, LiveSection, SeoSection } from './TextSections';
import { ThemeSection } from './ThemeSection';
import { PlanLock } from '../../../components/PlanLock';
import styles from './edit-card.module.css';

type FieldErrors = Partial<Record<keyof EditorForm, string>>;

/** A tab beside the invitation's content, drawn by another feature: the app layer hands them in. */
export interface EditorTab {
  key: string;
  label: string;
  render: (invitation: InvitationDetail) => ReactNode;
}

/**
 * /app/edit-card/{id}: every section of an invitation; Save sends it whole and returns to the dashboard. `tabs` sit
 * beside the content; the content stays mounted behind them, so unsaved edits survive a look at another tab.
 */
export function EditCardPage({ tabs = [] }: { tabs?: readonly EditorTab[] }) {
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
  const [tab, setTab] = useState('content');
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
  // A foreign id answers 404, a malformed one 400, a revoked co-host's 403: nothing here this host may edit.
  const loadStatus = (loadError as { status?: unknown } | undefined)?.status;
  const notYours = loadStatus === 404 || loadStatus === 400 || loadStatus === 403;
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
  // A receptionist co-host has the check-in desk alone.
  if (invitation?.role === 'receptionist')
    return <Navigate to={getHref('checkinDesk', { invitationId: id })} replace />;
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
  const text: TextOf = (field) => ({
    id: field,
    className: styles.field,
    value: String(form[field] ?? ''),
    onChange: (e) => set(field, e.target.value as never),
    error: errors[field],
    errorRole: 'alert',
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

  // Only the owner pays: a co-host reads what a theme needs without the way to buy it.
  const owner = invitation!.role === 'owner';
  const premium = invitation!.premium_themes;
  const premiumThemes = premium && !owner ? { ...premium, plan_id: null } : premium;
  const active = tabs.find((t) => t.key === tab);
  const content = (
    <form
      id="invitation-editor"
      className={styles.content}
      hidden={Boolean(active)}
      onSubmit={(event) => void save(event)}
      noValidate
    >
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
          action={owner && need.plan_name ? entitlementMessages.upgrade(need.plan_name) : null}
          href={owner && need.plan_id ? `${getHref('pricingWebsite')}?plan=${encodeURIComponent(need.plan_id)}` : null}
        >
          {invitation!.is_active
            ? entitlementMessages.themeLockedPublished(need.plan_name ?? '')
            : entitlementMessages.themeLockedDraft(need.plan_name ?? '')}
        </PlanLock>
      ))}

      <BasicSection form={form} set={set} text={text} zone={zone} />
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
        locked={premiumThemes}
      />
      <SeoSection set={set} text={text} />
      <GallerySection form={form} set={set} />
      <MusicSection form={form} set={set} error={errors.music_url} />
      <GiftSection form={form} set={set} />
      <LiveSection text={text} />
      <div className={styles.footerBar}>
        <Button type="submit" loading={saving}>
          {saving ? 'Menyimpan...' : 'Simpan'}
        </Button>
      </div>
    </form>
  );

  return (
    <div className={styles.page}>
      <div className={styles.head}>
        <h1>Edit Undangan</h1>
        <div className={styles.row}>
          <a className={styles.linkButton} href={`/${invitation!.slug}?preview`} target="_blank" rel="noreferrer">
            Preview
          </a>
          {active ? null : (
            <>
              <Button variant="secondary" onClick={cancel}>
                Batal
              </Button>
              <Button type="submit" form="invitation-editor" loading={saving}>
                {saving ? 'Menyimpan...' : 'Simpan'}
              </Button>
            </>
          )}
        </div>
      </div>
      {tabs.length ? (
        <Tabs
          label={coHostUiMessages.editorTabs}
          tabs={[{ key: 'content', label: coHostUiMessages.contentTab }, ...tabs]}
          value={tab}
          onChange={setTab}
        >
          {content}
          {active?.render(invitation!)}
        </Tabs>
      ) : (
        content
      )}
    </div>
  );
}
