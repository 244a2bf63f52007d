import { useEffect, useState } from 'react';
import {
  entitlementInfo,
  entitlementMessages,
  getHref,
  whatsappStateLabels,
  type GuestStats,
  type RequiredPlan,
  type SendAudience,
  type Session,
  type WhatsappPreview,
} from '@undangin/contracts';
import { errorText } from '@undangin/platform/upload';
import { Alert, Button, SelectField, TextField } from '@undangin/ui';
import { PlanLock } from '../../../components/PlanLock';
import {
  useAutoSendMutation,
  usePreviewSendMutation,
  useRetryFailedMutation,
  useSendProgressQuery,
} from '../api/whatsapp';
import styles from './guests.module.css';

type AudienceKind = SendAudience['kind'];

const audienceLabels: Record<AudienceKind, string> = {
  unsent: 'Tamu yang belum dikirimi',
  all: 'Semua tamu bernomor WhatsApp',
  group: 'Satu grup',
  session: 'Tamu satu sesi',
};

/**
 * 'Kirim Otomatis' (Integrasi WhatsApp, Premium): the platform sends the approved template to the chosen guests over
 * the WhatsApp Business API. The host picks who, sees the message as the first guest will read it, sends, and watches
 * each guest go Terkirim → Diterima → Dibaca; failures show WhatsApp's reason and can be sent again.
 */
export function AutoSendPanel({
  invitationId,
  sessions,
  stats,
}: {
  invitationId: string;
  sessions: readonly Session[];
  stats: GuestStats;
}) {
  const [kind, setKind] = useState<AudienceKind>('unsent');
  const [group, setGroup] = useState('');
  const [sessionId, setSessionId] = useState(sessions[0]?.id ?? '');
  const [preview, setPreview] = useState<WhatsappPreview | null>(null);
  const [locked, setLocked] = useState<RequiredPlan | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [askPreview, { isLoading: previewing }] = usePreviewSendMutation();
  const [send, { isLoading: sending }] = useAutoSendMutation();
  const [retry, { isLoading: retrying }] = useRetryFailedMutation();
  const [polling, setPolling] = useState(4000);
  const { data: progress } = useSendProgressQuery(invitationId, { pollingInterval: polling });
  const inFlight = progress?.in_flight ?? 0;
  // Live while the panel is open: quick while anything is on its way, then slower for what WhatsApp reports later
  // (delivered, read, or a failure after acceptance).
  useEffect(() => setPolling(inFlight > 0 ? 1500 : 4000), [inFlight]);

  const audience: SendAudience =
    kind === 'group' ? { kind, group } : kind === 'session' ? { kind, session_id: sessionId } : { kind };

  const refused = (err: unknown, fallback: string) => {
    const plan = (err as { data?: { required_plan?: RequiredPlan } }).data?.required_plan;
    if (plan) return setLocked(plan);
    setFailure(errorText(err, fallback));
  };

  async function showPreview() {
    setFailure(null);
    setDone(null);
    try {
      setPreview(await askPreview({ invitationId, audience }).unwrap());
    } catch (err) {
      refused(err, 'Pratinjau gagal dimuat. Silakan coba lagi.');
    }
  }

  async function sendNow() {
    setFailure(null);
    try {
      const result = await send({ invitationId, audience }).unwrap();
      const left = Object.values(result.skipped).reduce((a, b) => a + b, 0);
      setDone(`${result.queued} pesan masuk antrean pengiriman${left ? `; ${left} tamu dilewati` : ''}.`);
      setPreview(null);
      setPolling(1500);
    } catch (err) {
      refused(err, 'Pengiriman belum dapat dimulai. Silakan coba lagi.');
    }
  }

  const counts = progress?.counts;
  const delivered = counts ? counts.delivered + counts.read : 0;
  const funnel = counts
    ? [
        ['Terkirim', counts.sent + delivered],
        ['Diterima', delivered],
        ['Dibaca', counts.read],
        ['Dijawab', stats.confirmed + stats.declined],
        ['Hadir', stats.checked_in],
      ]
    : [];

  return (
    <section className={styles.panel} aria-labelledby="auto-send-title">
      <h2 id="auto-send-title">Kirim Otomatis via WhatsApp</h2>
      {locked ? (
        <PlanLock
          testId="lock-whatsapp_api"
          title={entitlementInfo.whatsapp_api.name}
          action={locked.plan_name ? entitlementMessages.upgrade(locked.plan_name) : null}
          href={locked.plan_id ? `${getHref('pricingWebsite')}?plan=${encodeURIComponent(locked.plan_id)}` : null}
        >
          {entitlementMessages.required(entitlementInfo.whatsapp_api.label, locked.plan_name ?? 'Premium')}
        </PlanLock>
      ) : (
        <>
          <div className={styles.row}>
            <SelectField
              label="Kirim ke"
              id="auto-send-audience"
              value={kind}
              onChange={(e) => (setKind(e.target.value as AudienceKind), setPreview(null))}
              options={(Object.keys(audienceLabels) as AudienceKind[])
                .filter((k) => k !== 'session' || sessions.length > 1)
                .map((k) => ({ value: k, label: audienceLabels[k] }))}
            />
            {kind === 'group' ? (
              <TextField
                label="Nama grup"
                value={group}
                onChange={(e) => (setGroup(e.target.value), setPreview(null))}
              />
            ) : null}
            {kind === 'session' ? (
              <SelectField
                label="Sesi"
                id="auto-send-session"
                value={sessionId}
                onChange={(e) => (setSessionId(e.target.value), setPreview(null))}
                options={sessions.map((s) => ({ value: s.id, label: s.name }))}
              />
            ) : null}
            <Button variant="secondary" disabled={previewing} onClick={() => void showPreview()}>
              {previewing ? 'Memuat...' : 'Pratinjau'}
            </Button>
          </div>
          {preview ? (
            <div className={styles.preview} data-testid="auto-send-preview">
              <p className={styles.muted}>
                {preview.recipients} tamu akan dikirimi. Contoh pesan untuk {preview.guest_name ?? '-'}:
              </p>
              <blockquote>{preview.text}</blockquote>
              <Button disabled={sending || !preview.recipients} onClick={() => void sendNow()}>
                {sending ? 'Mengirim...' : `Kirim ke ${preview.recipients} tamu`}
              </Button>
            </div>
          ) : null}
        </>
      )}
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      {done ? <Alert tone="success">{done}</Alert> : null}
      {counts && Object.values(counts).some(Boolean) ? (
        <div aria-live="polite">
          <p role="status" data-testid="auto-send-progress">
            {inFlight ? `${inFlight} pesan sedang dikirim…` : 'Tidak ada pesan dalam antrean.'}
          </p>
          <ol className={styles.funnel} aria-label="Corong pengiriman">
            {funnel.map(([label, value]) => (
              <li key={label}>
                <strong>{value}</strong> {label}
              </li>
            ))}
          </ol>
          {progress.failures.length ? (
            <>
              <h3>{whatsappStateLabels.failed}</h3>
              <ul className={styles.failures}>
                {progress.failures.map((f) => (
                  <li key={f.id}>
                    {f.guest_name} ({f.phone}): {f.reason}
                  </li>
                ))}
              </ul>
              <Button variant="secondary" disabled={retrying} onClick={() => void retry({ invitationId })}>
                Kirim Ulang yang Gagal
              </Button>
            </>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
