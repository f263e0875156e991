import { useEffect, useState } from 'react';

/** A value that follows `value` once it has stopped changing for `ms` (typing an amount before a quote). */
export function useSettled<T>(value: T, ms = 400): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
