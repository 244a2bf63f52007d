import { useEffect, useRef, useState } from 'react';
import {
  entitlementMessages,
  chatLink,
  entitlementInfo,
  fillTemplate,
  sessionsOfGuest,
  getHref,
  messages,
  personalInvitationLink,
  type Guest,
  type RequiredPlan,
  type TemplateSession,
} from '@undangin/contracts';
import { errorText } from '@undangin/platform/upload';
import { Button, TextAreaField } from '@undangin/ui';
import { PlanLock } from '../../../components/PlanLock';
import { useMarkSentMutation, useSaveTemplateMutation, useStartSendMutation } from '../../../api/guests';
import styles from './guests.module.css';

const defaultTemplate =
  'Assalamualaikum / Salam sejahtera {nama},\n\nTanpa mengurangi rasa hormat, kami mengundang Anda ke acara kami. Info lengkap dan konfirmasi kehadiran:\n{link}\n\nMerupakan kehormatan bagi kami apabila Anda berkenan hadir. Terima kasih.';

/** The first message of an invitation of several sessions: each guest reads the sessions they are invited to. */
const sessionsTemplate =
  'Assalamualaikum / Salam sejahtera {nama},\n\nTanpa mengurangi rasa hormat, kami mengundang Anda ke acara kami:\n{sesi}\n\nInfo lengkap dan konfirmasi kehadiran:\n{link}\n\nMerupakan kehormatan bagi kami apabila Anda berkenan hadir. Terima kasih.';

/** The personal link of a guest: the invitation greeting them by name, on its verified custom domain when it has one. */
export const personalLink = (slug: string, guest: Pick<Guest, 'name' | 'code'>, customDomain?: string | null) =>
  personalInvitationLink(window.location.origin, slug, guest, customDomain);
const paceMs = 500;

/**
 * WhatsApp sending, guest by guest through wa.me: each chat opens from the host's own tap (no unofficial
 * automation, nothing a pop-up blocker stops) and the host taps Send in WhatsApp; the guest is marked
 * 'Terkirim' with the time. The next guest is offered 500 ms later; pause and resume at any point.
 */
export function SendPanel({
  invitationId,
  slug,
  customDomain,
  guests,
  template: saved,
  sessions,
}: {
  invitationId: string;
  slug: string;
  /** The invitation's verified custom domain: the links sent point there. */
  customDomain?: string | null;
  guests: Guest[];
  template: string | null;
  /** The invitation's sessions: {sesi} names the ones each guest is invited to. */
  sessions: readonly TemplateSession[];
}) {
  const [template, setTemplate] = useState(saved ?? (sessions.length > 1 ? sessionsTemplate : defaultTemplate));
  const [queue, setQueue] = useState<Guest[]>([]);
  const [done, setDone] = useState(0);
  const [paused, setPaused] = useState(false);
  const [pacing, setPacing] = useState(false);
  const [markSent] = useMarkSentMutation();
  const [startSend, { isLoading: starting }] = useStartSendMutation();
  const [locked, setLocked] = useState<RequiredPlan | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saveTemplate] = useSaveTemplateMutation();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const current = queue[done];
  const withoutPhone = guests.filter((g) => !g.phone).length;
  const start = async () => {
    void saveTemplate({ invitationId, template });
    setLocked(null);
    try {
      // The service says which of them can be sent to; several at once need 'Kirim massal' (whatsapp_bulk).
      const { ids } = await startSend({ invitationId, ids: guests.map((g) => g.id) }).unwrap();
      const byId = new Map(guests.map((g) => [g.id, g]));
      setQueue(ids.flatMap((id) => byId.get(id) ?? []));
      setDone(0);
      setPaused(false);
    } catch (err) {
      const plan = (err as { data?: { required_plan?: RequiredPlan } }).data?.required_plan;
      setLocked(plan ?? { entitlement: 'whatsapp_bulk', plan_id: null, plan_name: null });
      setFailure(plan ? null : errorText(err, messages.guests.sendFailed));
    }
  };
  const sent = (guest: Guest) => {
    void markSent({ invitationId, guestId: guest.id });
    setPacing(true);
    timer.current = setTimeout(() => {
      setPacing(false);
      setDone((n) => n + 1);
    }, paceMs);
  };
  const message = (guest: Guest) =>
    fillTemplate(template, {
      name: guest.name,
      link: personalLink(slug, guest, customDomain),
      sessions: sessionsOfGuest(sessions, guest.sessions),
    });

  return (
    <section className={styles.panel} aria-labelledby="send-title">
      <h2 id="send-title">Kirim via WhatsApp</h2>
      <TextAreaField
        label="Template pesan ({nama}, {link} dan {sesi} diganti otomatis)"
        className={styles.field}
        rows={5}
        value={template}
        onChange={(e) => setTemplate(e.target.value)}
        disabled={Boolean(queue.length) && done < queue.length}
      />
      <p className={styles.muted}>
        {guests.length} tamu dipilih
        {withoutPhone ? `; ${withoutPhone} tanpa nomor WhatsApp dilewati (lengkapi nomornya lewat Edit)` : ''}.
      </p>
      {locked?.plan_name ? (
        <PlanLock
          testId="lock-whatsapp_bulk"
          title={entitlementInfo.whatsapp_bulk.name}
          action={entitlementMessages.upgrade(locked.plan_name)}
          href={locked.plan_id ? `${getHref('pricingWebsite')}?plan=${encodeURIComponent(locked.plan_id)}` : null}
        >
          {entitlementMessages.bulkLocked(locked.plan_name)}
        </PlanLock>
      ) : null}
      {failure ? <p role="alert">{failure}</p> : null}
      {queue.length ? (
        <>
          <progress max={queue.length} value={done} aria-label="Progres pengiriman" />
          <p role="status">
            {done} dari {queue.length} terkirim
          </p>
        </>
      ) : null}
      <div className={styles.row}>
        {current && !paused ? (
          <>
            <a
              className={styles.waButton}
              href={chatLink(message(current), current.phone ?? '')}
              target="_blank"
              rel="noreferrer"
              aria-disabled={pacing}
              onClick={(event) => (pacing ? event.preventDefault() : sent(current))}
            >
              Kirim ke {current.name}
            </a>
            <Button variant="secondary" onClick={() => setPaused(true)}>
              Jeda
            </Button>
          </>
        ) : current && paused ? (
          <Button onClick={() => setPaused(false)}>Lanjutkan</Button>
        ) : (
          <Button disabled={guests.length === withoutPhone} loading={starting} onClick={() => void start()}>
            Mulai Kirim
          </Button>
        )}
      </div>
    </section>
  );
}
