import { useEffect, useRef, useState } from 'react';

/**
 * Whether the user has scrolled a box to its end: an IntersectionObserver watches a sentinel placed
 * after the content, with the box as its root. Once seen, it stays read. `ready` holds it off until
 * the content is on screen (a skeleton is short enough to show the sentinel at once).
 */
export function useReadToEnd(ready: boolean) {
  const boxRef = useRef<HTMLDivElement>(null);
  const endRef = useRef<HTMLDivElement>(null);
  const [read, setRead] = useState(false);
  useEffect(() => {
    const box = boxRef.current;
    const end = endRef.current;
    if (!ready || read || !box || !end) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setRead(true);
      },
      { root: box, threshold: 0 },
    );
    observer.observe(end);
    return () => observer.disconnect();
  }, [ready, read]);
  return { boxRef, endRef, read };
}
