import { useEffect, useState } from 'react';
import styles from './components.module.css';

function remaining(until: number) {
  const total = Math.max(0, Math.floor((until - Date.now()) / 1000));
  return {
    total,
    days: Math.floor(total / 86400),
    hours: Math.floor((total % 86400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

/** Days, hours, minutes and seconds to `until`, ticking each second and stopping at zero. */
export function Countdown({ until, label }: { until: string | number; label: string }) {
  const target = typeof until === 'number' ? until : Date.parse(until);
  const [left, setLeft] = useState(() => remaining(target));
  useEffect(() => {
    if (left.total === 0) return;
    const timer = setInterval(() => setLeft(remaining(target)), 1000);
    return () => clearInterval(timer);
  }, [target, left.total === 0]); // eslint-disable-line react-hooks/exhaustive-deps
  const parts = [
    ['Hari', left.days],
    ['Jam', left.hours],
    ['Menit', left.minutes],
    ['Detik', left.seconds],
  ] as const;
  return (
    <div className={styles.countdown} role="timer" aria-label={label}>
      {parts.map(([name, value]) => (
        <div key={name}>
          <strong>{String(value).padStart(2, '0')}</strong>
          <span>{name}</span>
        </div>
      ))}
    </div>
  );
}
