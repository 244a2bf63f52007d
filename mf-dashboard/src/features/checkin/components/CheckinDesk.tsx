import { useEffect, useReducer, useState, type FormEvent } from 'react';
import { deskMessages, type CheckinBody, type CheckinResult, type DeskGuest } from '@undangin/contracts';
import { errorText } from '@undangin/platform/upload';
import { Alert, Button, SelectField, TextField } from '@undangin/ui';
import { QrScanner } from './QrScanner';
import { deskReducer, emptyWalkin, initialDeskState, type DeskShown, type DeskTab } from '../hooks/desk-state';
import styles from './checkin-desk.module.css';

/** The desk's calls: a guest as the desk sees them has no code (a receptionist's answers never carry it). */
export interface DeskAdapter {
  checkIn(body: CheckinBody): Promise<DeskShown>;
  search(q: string): Promise<DeskGuest[]>;
  summary(): Promise<CheckinResult['summary']>;
  /** Sets how many people really came with a checked-in guest. */
  correct(guestId: string, people: number): Promise<DeskShown>;
}
const clock = new Intl.DateTimeFormat('id-ID', { timeStyle: 'short', timeZone: 'Asia/Jakarta' });

/** A typed number of people as the desk records it: 1 to 50. */
const headcount = (typed: string) => Math.min(50, Math.max(1, Math.round(Number(typed)) || 1));

/** How many came with the guest just checked in: the RSVP's number, corrected at the door when it differs. */
function PeopleCount({ result, onSave }: { result: DeskShown; onSave: (people: number) => void }) {
  // The field's own text while typing (it may be empty for a moment); a number 1–50 when saved.
  const [people, setPeople] = useState(String(result.guest.checked_in_count ?? 1));
  return (
    <form
      className={styles.inline}
      onSubmit={(e) => {
        e.preventDefault();
        onSave(headcount(people));
      }}
    >
      <TextField
        label="Jumlah orang yang hadir"
        className={styles.field}
        type="number"
        inputMode="numeric"
        min={1}
        max={50}
        value={people}
        onChange={(e) => setPeople(e.target.value)}
      />
      <Button type="submit" variant="secondary">
        Simpan Jumlah
      </Button>
    </form>
  );
}

/** The check-in screen for a host or a receptionist: scan a QR, search a name, or add a walk-in; live counters. */
export function CheckinDesk({
  adapter,
  title,
  sessions = [],
}: {
  adapter: DeskAdapter;
  title: string;
  /** An invitation of several sessions: the desk checks in for the one picked here. */
  sessions?: readonly { id: string; name: string }[];
}) {
  const [state, dispatch] = useReducer(deskReducer, initialDeskState);
  const [sessionId, setSessionId] = useState<string | null>(null);
  const picked = sessions.length > 1 ? (sessionId ?? sessions[0]!.id) : null;
  const { tab, summary, last, error, code, q, found, searched, walkin, corrected } = state;

  useEffect(() => {
    let live = true;
    const load = () =>
      adapter.summary().then(
        (s) => live && dispatch({ type: 'summary', summary: s }),
        () => undefined,
      );
    void load();
    const timer = setInterval(() => void load(), 5000);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [adapter]);

  async function correct(guestId: string, people: number) {
    dispatch({ type: 'correctStarted' });
    try {
      dispatch({ type: 'corrected', result: await adapter.correct(guestId, people) });
    } catch (err) {
      dispatch({ type: 'failed', error: errorText(err, 'Gagal mengubah jumlah orang. Coba lagi.') });
    }
  }

  /** Checks a guest in; true when it went through (a typed code is then cleared, a failed one kept to correct). */
  async function run(body: CheckinBody): Promise<boolean> {
    dispatch({ type: 'checkInStarted' });
    try {
      const result = await adapter.checkIn(picked ? { ...body, session_id: picked } : body);
      dispatch({ type: 'checkedIn', result });
      return true;
    } catch (err) {
      dispatch({ type: 'failed', error: errorText(err, 'Check-in gagal. Coba lagi.') });
      return false;
    }
  }
  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim())
      void run({ code: code.trim() }).then((done) => done && dispatch({ type: 'typed', field: 'code', value: '' }));
  };
  const search = (typed: string) =>
    adapter.search(typed).then(
      (guests) => dispatch({ type: 'found', q: typed, guests }),
      (err: unknown) => dispatch({ type: 'failed', error: errorText(err, 'Pencarian gagal. Coba lagi.') }),
    );

  return (
    <div className={styles.desk}>
      <h1>{title}</h1>
      {picked ? (
        <SelectField
          label="Sesi"
          id="desk-session"
          value={picked}
          onChange={(e) => setSessionId(e.target.value)}
          options={sessions.map((session) => ({ value: session.id, label: session.name }))}
        />
      ) : null}
      <dl className={styles.counters} aria-live="polite">
        <div>
          <dt>Tamu hadir</dt>
          <dd data-testid="checked-in-guests">{summary?.guests ?? '-'}</dd>
        </div>
        <div>
          <dt>Orang hadir</dt>
          <dd data-testid="checked-in-people">{summary?.people ?? '-'}</dd>
        </div>
        <div>
          <dt>Konfirmasi hadir</dt>
          <dd>{summary?.expected ?? '-'}</dd>
        </div>
      </dl>
      {last?.session ? (
        <>
          <Alert tone={last.already ? 'error' : 'success'}>
            {last.already
              ? `${last.guest.name} sudah check-in di ${last.session.name}.`
              : `${last.guest.name} berhasil check-in di ${last.session.name}.`}
          </Alert>
          {last.session.not_invited ? (
            <Alert tone="error">
              {`${last.guest.name} tidak diundang ke ${last.session.name}; kehadirannya tetap dicatat.`}
            </Alert>
          ) : null}
          <p className={styles.muted} data-testid="session-counts">
            {`${last.session.name}: ${last.session.summary.guests} tamu, ${last.session.summary.people} orang hadir`}
          </p>
        </>
      ) : last ? (
        <Alert tone={last.already ? 'error' : 'success'}>
          {last.elsewhere
            ? deskMessages.elsewhere(last.guest.name, clock.format(new Date(last.guest.checked_in_at!)))
            : last.already
              ? `${last.guest.name} sudah check-in pukul ${clock.format(new Date(last.guest.checked_in_at!))} WIB.`
              : `${last.guest.name} berhasil check-in (${last.guest.checked_in_count} orang).`}
        </Alert>
      ) : null}
      {last?.offline ? <p className={styles.muted}>{deskMessages.savedOnDevice}</p> : null}
      {last && !last.already && !last.session ? (
        <PeopleCount key={last.guest.id} result={last} onSave={(people) => void correct(last.guest.id, people)} />
      ) : null}
      {corrected ? <p role="status">{corrected}</p> : null}
      {error ? <Alert tone="error">{error}</Alert> : null}
      <div role="tablist" aria-label="Metode check-in" className={styles.tabs}>
        {(['qr', 'search', 'manual'] as DeskTab[]).map((t) => (
          <button
            key={t}
            role="tab"
            type="button"
            aria-selected={tab === t}
            onClick={() => dispatch({ type: 'tab', tab: t })}
          >
            {t === 'qr' ? 'Scan QR' : t === 'search' ? 'Cari Nama' : 'Tamu Baru'}
          </button>
        ))}
      </div>
      {tab === 'qr' ? (
        <section className={styles.panel}>
          <QrScanner onCode={(value) => void run({ code: value })} />
          <form onSubmit={submitCode} className={styles.inline}>
            <TextField
              label="Kode QR"
              className={styles.field}
              placeholder="Ketik kode di bawah QR"
              value={code}
              onChange={(e) => dispatch({ type: 'typed', field: 'code', value: e.target.value })}
            />
            <Button type="submit">Check-in</Button>
          </form>
        </section>
      ) : null}
      {tab === 'search' ? (
        <section className={styles.panel}>
          <form
            className={styles.inline}
            onSubmit={(e) => {
              e.preventDefault();
              if (q.trim()) void search(q.trim());
            }}
          >
            <TextField
              label="Nama tamu"
              className={styles.field}
              placeholder="Ketik nama tamu"
              value={q}
              onChange={(e) => dispatch({ type: 'typed', field: 'q', value: e.target.value })}
            />
            <Button type="submit">Cari</Button>
          </form>
          <ul className={styles.results} aria-label="Hasil pencarian">
            {found.map((guest) => (
              <li key={guest.id}>
                <span>
                  <strong>{guest.name}</strong> {guest.group_name ? `· ${guest.group_name}` : ''}{' '}
                  {guest.checked_in_at ? '· sudah check-in' : ''}
                </span>
                <Button onClick={() => void run({ guest_id: guest.id })}>Check-in</Button>
              </li>
            ))}
          </ul>
          {searched && !found.length ? (
            <p className={styles.muted}>Tidak ada tamu bernama "{searched}". Catat sebagai Tamu Baru bila perlu.</p>
          ) : null}
        </section>
      ) : null}
      {tab === 'manual' ? (
        <form
          className={styles.panel}
          onSubmit={(e) => {
            e.preventDefault();
            if (walkin.name.trim())
              void run({ walkin: { name: walkin.name.trim(), people: headcount(walkin.people) } }).then(
                (done) => done && dispatch({ type: 'walkin', walkin: emptyWalkin }),
              );
          }}
        >
          <TextField
            label="Nama tamu"
            className={styles.field}
            maxLength={100}
            value={walkin.name}
            onChange={(e) => dispatch({ type: 'walkin', walkin: { ...walkin, name: e.target.value } })}
          />
          <TextField
            label="Jumlah orang"
            className={styles.field}
            type="number"
            inputMode="numeric"
            min={1}
            max={50}
            value={walkin.people}
            onChange={(e) => dispatch({ type: 'walkin', walkin: { ...walkin, people: e.target.value } })}
          />
          <Button type="submit">Catat Kehadiran</Button>
        </form>
      ) : null}
    </div>
  );
}
