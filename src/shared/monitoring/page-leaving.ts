/**
 * Whether this page is being left (reload, navigation away, tab closed). The browser cancels the page's
 * calls as it goes, and a call cut short that way is not the network failing: nothing to report, no dialog.
 * It also matters for the in-browser demo: MSW lets go of the page on `beforeunload`, so anything the page
 * sends after that goes to the static host instead of the bank in the page.
 */
let leaving = false;

/** Follows the page's lifecycle events on `target` (the window; a stand-in in tests without a DOM). */
export function watchPageLeaving(target: EventTarget): void {
  const leave = () => (leaving = true);
  const stay = () => (leaving = false);
  target.addEventListener('beforeunload', leave);
  target.addEventListener('pagehide', leave);
  // Back from the back-forward cache: the page lives again.
  target.addEventListener('pageshow', stay);
  // A navigation that did not happen after all (a link answered with a download) leaves the page in use.
  target.addEventListener('pointerdown', stay, { capture: true });
  target.addEventListener('keydown', stay, { capture: true });
}

if (typeof window !== 'undefined') watchPageLeaving(window);

export const pageIsLeaving = (): boolean => leaving;
