import type { PublicSession, SessionAnswer } from '@undangin/contracts';
import { sessionHours } from '@undangin/contracts';
import styles from './invitation.module.css';

/** Each session's answer as the form holds it: not chosen yet, coming (with people) or not. */
export type SessionChoices = Record<string, { status: SessionAnswer['status'] | null; people: number }>;

export const choicesOf = (sessions: readonly PublicSession[], answers: readonly SessionAnswer[] = []): SessionChoices =>
  Object.fromEntries(
    sessions.map((session) => {
      const answer = answers.find((a) => a.session_id === session.id);
      return [session.id, { status: answer?.status ?? null, people: answer?.people ?? 1 }];
    }),
  );

/** The answers to send, once every session has one; null while one is missing. */
export function answersOf(sessions: readonly PublicSession[], choices: SessionChoices): SessionAnswer[] | null {
  const answers = sessions.map((session) => ({ session_id: session.id, ...choices[session.id]! }));
  return answers.every((answer) => answer.status)
    ? answers.map((answer) => ({ ...answer, status: answer.status! }))
    : null;
}

/** The choice of 1 to 10 people, for every RSVP select. */
export function PeopleOptions() {
  return (
    <>
      {Array.from({ length: 10 }, (_, i) => (
        <option key={i + 1} value={i + 1}>
          {i + 1} orang
        </option>
      ))}
    </>
  );
}

/** Per session: 'Hadir' or 'Tidak hadir', and how many people come to it. */
export function RsvpSessionFields({
  sessions,
  choices,
  onChange,
}: {
  sessions: readonly PublicSession[];
  choices: SessionChoices;
  onChange: (next: SessionChoices) => void;
}) {
  return (
    <>
      {sessions.map((session) => {
        const choice = choices[session.id] ?? { status: null, people: 1 };
        const set = (change: Partial<typeof choice>) =>
          onChange({ ...choices, [session.id]: { ...choice, ...change } });
        return (
          <fieldset key={session.id} className={styles.sessionAnswer}>
            <legend>
              {session.name}
              {sessionHours(session) ? <span className={styles.muted}> · {sessionHours(session)}</span> : null}
            </legend>
            <label>
              <input
                type="radio"
                name={`sesi-${session.id}`}
                checked={choice.status === 'confirmed'}
                onChange={() => set({ status: 'confirmed' })}
              />
              Hadir
            </label>
            <label>
              <input
                type="radio"
                name={`sesi-${session.id}`}
                checked={choice.status === 'declined'}
                onChange={() => set({ status: 'declined' })}
              />
              Tidak hadir
            </label>
            {choice.status === 'confirmed' ? (
              <label>
                Jumlah tamu untuk {session.name}
                <select value={choice.people} onChange={(e) => set({ people: Number(e.target.value) })}>
                  <PeopleOptions />
                </select>
              </label>
            ) : null}
          </fieldset>
        );
      })}
    </>
  );
}

/** The thank-you state's answer per session. */
export function RsvpSessionSummary({
  sessions,
  answers,
}: {
  sessions: readonly PublicSession[];
  answers: readonly SessionAnswer[];
}) {
  return (
    <ul className={styles.sessionSummary}>
      {answers.map((answer) => {
        const session = sessions.find((s) => s.id === answer.session_id);
        if (!session) return null;
        return (
          <li key={answer.session_id}>
            <strong>{session.name}</strong>:{' '}
            {answer.status === 'confirmed' ? `Hadir, ${answer.people} orang` : 'Tidak hadir'}
          </li>
        );
      })}
    </ul>
  );
}
