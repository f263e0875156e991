import { create } from 'zustand';
import type { NavBarConfig } from './types';

/** The stand-in's copy of what the page asked the native bar to show. */
export const useStandInNavBar = create<{ config: NavBarConfig }>(() => ({
  config: { title: '', showBack: true, statusBarStyle: 'dark' },
}));

/**
 * Whether the page asked the stand-in to close the web view (leave the product), and whether it asked to open
 * the bank app (the stand-in asks the tester: continue in the app, or the download page).
 */
export const useStandInWindow = create<{ closed: boolean; openingApp?: boolean }>(() => ({ closed: false }));
