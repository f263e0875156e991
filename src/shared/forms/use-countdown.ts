import { useEffect, useState } from 'react';

/** Whole seconds left until `until` (client ms), ticking once a second; 0 when there is nothing to wait for. */
export function useCountdown(until: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const tick = () => setNow(Date.now());
    // A new deadline: read the time at once (asynchronously), then every second until it passes.
    const first = setTimeout(tick, 0);
    if (until === null) return () => clearTimeout(first);
    const timer = setInterval(() => {
      tick();
      if (Date.now() >= until) clearInterval(timer);
    }, 1000);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [until]);
  return until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
}
