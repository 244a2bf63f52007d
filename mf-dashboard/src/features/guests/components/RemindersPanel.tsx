import { useState } from 'react';
import {
  chatLink,
  defaultReminderTemplate,
  fillTemplate,
  sessionsOfGuest,
  timeZones,
  type ReminderAudience,
  type Session,
  type TimeZone,
} from '@undangin/contracts';
import { errorText } from '@undangin/platform/upload';
import { Alert, Button, SelectField, Skeleton, TextField } from '@undangin/ui';
import {
  useCancelReminderMutation,
  useMarkRemindedMutation,
  useRemindersQuery,
  useScheduleReminderMutation,
} from '../api/whatsapp';
import { personalLink } from './SendPanel';
import styles from './guests.module.css';

const zoneNames: Record<TimeZone, string> = { WIB: 'Asia/Jakarta', WITA: 'Asia/Makassar', WIT: 'Asia/Jayapura' };
const audienceLabels: Record<ReminderAudience, string> = {
  unanswered: 'Tamu yang belum menjawab',
  confirmed: 'Tamu yang akan hadir',
};
const statusLabels = { scheduled: 'Terjadwal', done: 'Terkirim', cancelled: 'Dibatalkan' } as const;

const whenText = (at: string, zone: string) =>
  `${new Date(at).toLocaleString('id-ID', {
    timeZone: zoneNames[zone as TimeZone] ?? 'Asia/Jakarta',
    dateStyle: 'medium',
    timeStyle: 'short',
  })} ${zone}`;

/**
 * Pengingat: who has not answered ('Perlu diingatkan'), each one tap away through the host's own WhatsApp on every
 * plan; with Integrasi WhatsApp a reminder is scheduled for a time in WIB, WITA or WIT and sent by the platform.
 */
export function RemindersPanel({
  invitationId,
  slug,
  customDomain,
  sessions,
}: {
  invitationId: string;
  slug: string;
  /** The invitation's verified custom domain: the links sent point there. */
  customDomain?: string | null;
  sessions: readonly Session[];
}) {
  const { data, isLoading } = useRemindersQuery(invitationId);
  const [markReminded] = useMarkRemindedMutation();
  const [schedule, { isLoading: scheduling }] = useScheduleReminderMutation();
  const [cancel] = useCancelReminderMutation();
  const [audience, setAudience] = useState<ReminderAudience>('unanswered');
  const [sessionId, setSessionId] = useState('');
  const [date, setDate] = useState('');
  const [time, setTime] = useState('09:00');
  const [zone, setZone] = useState<TimeZone>(sessions[0]?.time_zone ?? 'WIB');
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  if (isLoading || !data) return <Skeleton label="Memuat pengingat..." lines={3} />;

  async function submit() {
    try {
      await schedule({
        invitationId,
        body: { audience, session_id: sessionId || null, date, time, time_zone: zone },
      }).unwrap();
      setNotice({ tone: 'success', text: `Pengingat dijadwalkan ${date} pukul ${time} ${zone}.` });
    } catch (err) {
      setNotice({ tone: 'error', text: errorText(err, 'Pengingat gagal dijadwalkan. Silakan coba lagi.') });
    }
  }

  return (
    <section className={styles.panel} aria-labelledby="reminders-title">
      <h2 id="reminders-title">Pengingat</h2>
      {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      <h3>Perlu diingatkan ({data.due_total})</h3>
      {data.due.length ? (
        <ul className={styles.failures} data-testid="due-guests">
          {data.due.map((guest) => {
            const text = fillTemplate(defaultReminderTemplate, {
              name: guest.name,
              link: personalLink(slug, guest, customDomain),
              sessions: sessionsOfGuest(sessions, guest.sessions),
            });
            return (
              <li key={guest.id} className={styles.row}>
                <span>{guest.name}</span>
                <a
                  className={styles.linkButton}
                  href={chatLink(text, guest.phone)}
                  target="_blank"
                  rel="noreferrer"
                  onClick={() => void markReminded({ invitationId, guestId: guest.id })}
                >
                  Ingatkan via WhatsApp
                </a>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className={styles.muted}>Semua tamu bernomor WhatsApp sudah menjawab atau sudah diingatkan hari ini.</p>
      )}
      {data.automatic ? (
        <>
          <h3>Jadwalkan pengingat otomatis</h3>
          <div className={styles.row}>
            <SelectField
              label="Untuk"
              id="reminder-audience"
              value={audience}
              onChange={(e) => setAudience(e.target.value as ReminderAudience)}
              options={(Object.keys(audienceLabels) as ReminderAudience[]).map((a) => ({
                value: a,
                label: audienceLabels[a],
              }))}
            />
            {sessions.length > 1 ? (
              <SelectField
                label="Sesi"
                id="reminder-session"
                value={sessionId}
                onChange={(e) => setSessionId(e.target.value)}
                options={[{ value: '', label: 'Semua sesi' }, ...sessions.map((s) => ({ value: s.id, label: s.name }))]}
              />
            ) : null}
            <TextField label="Tanggal" type="date" value={date} onChange={(e) => setDate(e.target.value)} />
            <TextField label="Jam" type="time" value={time} onChange={(e) => setTime(e.target.value)} />
            <SelectField
              label="Zona waktu"
              id="reminder-zone"
              value={zone}
              onChange={(e) => setZone(e.target.value as TimeZone)}
              options={timeZones.map((z) => ({ value: z, label: z }))}
            />
            <Button disabled={scheduling || !date} onClick={() => void submit()}>
              Jadwalkan
            </Button>
          </div>
          {data.reminders.length ? (
            <ul className={styles.failures} data-testid="reminders">
              {data.reminders.map((r) => (
                <li key={r.id} className={styles.row}>
                  <span>
                    {audienceLabels[r.audience]} · {whenText(r.send_at, r.time_zone)} · {statusLabels[r.status]}
                    {r.status === 'done' ? ` (${r.queued} pesan)` : ''}
                  </span>
                  {r.status === 'scheduled' ? (
                    <Button variant="secondary" onClick={() => void cancel({ invitationId, reminderId: r.id })}>
                      Batalkan
                    </Button>
                  ) : null}
                </li>
              ))}
            </ul>
          ) : null}
        </>
      ) : (
        <p className={styles.muted}>
          Pengingat terjadwal yang dikirim otomatis oleh Undangin tersedia dengan paket Premium (Integrasi WhatsApp).
        </p>
      )}
    </section>
  );
}
