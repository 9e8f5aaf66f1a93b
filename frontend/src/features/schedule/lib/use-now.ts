import { useEffect, useState } from 'react';

const TICK_MS = 60_000;

/** The current instant, refreshed every minute so day cards lock while the page stays open. */
export function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}
