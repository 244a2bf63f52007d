import { useEffect, useState } from 'react';
import styles from './countdown.module.css';

export interface TimeLeft {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  done: boolean;
}

/** Time left until `target` (an ISO instant or epoch ms), ticking each second and stopping at zero. */
export function useCountdown(target: string | number | null): TimeLeft {
  const end = target === null ? Number.NaN : typeof target === 'number' ? target : Date.parse(target);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (Number.isNaN(end)) return undefined;
    setNow(Date.now());
    // Ticks until the first second at or past the end, so a target already passed still shows zero.
    const timer = window.setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= end) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [end]);

  const left = Number.isNaN(end) ? 0 : Math.max(0, Math.floor((end - now) / 1000));
  return {
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3600),
    minutes: Math.floor((left % 3600) / 60),
    seconds: left % 60,
    done: left === 0,
  };
}

/**
 * Hari, Jam, Menit, Detik to `until`, as a timer named by `label`. Each number carries data-testid
 * `countdown-days|hours|minutes|seconds`; days are not padded, the rest are two digits.
 */
export function Countdown({
  until,
  label,
  tone = 'plain',
}: {
  until: string | number | null;
  label: string;
  /** 'plain' on a card; 'onImage' on a photo or a coloured banner. */
  tone?: 'plain' | 'onImage';
}) {
  const left = useCountdown(until);
  const parts = [
    ['days', 'Hari', String(left.days)],
    ['hours', 'Jam', String(left.hours).padStart(2, '0')],
    ['minutes', 'Menit', String(left.minutes).padStart(2, '0')],
    ['seconds', 'Detik', String(left.seconds).padStart(2, '0')],
  ] as const;
  return (
    <div role="timer" aria-label={label} className={[styles.countdown, styles[tone]].join(' ')}>
      {parts.map(([key, name, value]) => (
        <div key={key} className={styles.part}>
          <span className={styles.value} data-testid={`countdown-${key}`}>
            {value}
          </span>
          <span className={styles.name}>{name}</span>
        </div>
      ))}
    </div>
  );
}
