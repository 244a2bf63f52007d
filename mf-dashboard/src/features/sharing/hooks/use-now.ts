import { useEffect, useState } from 'react';

/** The current time, refreshed every `everyMs`: '5 menit lalu' moves on while the page stays open. */
export function useNow(everyMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
