/** A tiny listener set, for the bar's back and action events. */
export function listenerSet<A extends unknown[]>() {
  const listeners = new Set<(...args: A) => void>();
  return {
    add(listener: (...args: A) => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    emit(...args: A) {
      // The newest page's handler wins: it is the one on screen.
      const last = [...listeners].at(-1);
      last?.(...args);
    },
  };
}
