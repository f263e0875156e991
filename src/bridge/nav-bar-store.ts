import { create } from 'zustand';
import type { NavBarConfig } from './types';

/** The stand-in's copy of what the page asked the native bar to show. */
export const useStandInNavBar = create<{ config: NavBarConfig }>(() => ({
  config: { title: '', showBack: true, statusBarStyle: 'dark' },
}));

/** Whether the page asked the stand-in to close the web view (leave the product). */
export const useStandInWindow = create<{ closed: boolean }>(() => ({ closed: false }));
