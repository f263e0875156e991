import { create } from 'zustand';

/** Which way the last navigation went, for page transitions (spec section 2). */
export type Direction = 'positive' | 'negative' | 'none';

export const useNavigationDirection = create<{ direction: Direction; set: (d: Direction) => void }>(
  (set) => ({
    direction: 'none',
    set: (direction) => set({ direction }),
  }),
);
