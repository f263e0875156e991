import { useState } from 'react';

let next = 0;

/**
 * An id unique in the whole document, for aria-labelledby and label targets. Not `useId`: Preact numbers those
 * per render root, and a sheet or popup mounted into an existing portal counts again from where its root
 * started, repeating the page's ids, so a dialog took another element's name (docs/decisions/0029).
 */
export function useUniqueId(): string {
  const [id] = useState(() => `uid-${(next++).toString(36)}`);
  return id;
}
