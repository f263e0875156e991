import { create } from 'zustand';
import type { NavBarConfig } from './types';

/** The stand-in's copy of what the page asked the native bar to show. */
export const useStandInNavBar = create<{ config: NavBarConfig }>(() => ({
  config: { title: '', showBack: true, statusBarStyle: 'dark' },
}));
