/**
 * Where antd-mobile's overlays fall short of a screen reader, mended in the DOM it renders (it offers no
 * prop for these):
 * - a dialog's `aria-label` is copied onto the unnamed wrapper around the dialog as well, which makes that
 *   wrapper content outside any landmark (axe `region`): the name stays on the dialog only;
 * - a dialog opened without a name (Dialog.show, Dialog.confirm) is named by its title and marked modal;
 * - a toast is said aloud (role=status), which also makes it a region;
 * - the number keyboard's sheet is a named region (its keys are buttons outside the page's landmarks).
 */
export interface KitA11yOptions {
  /** The number keyboard's name when the screen gave it none ("Papan angka"). */
  keyboardLabel: () => string;
}

// Wrappers this module has given a role of their own (the keyboard's region) keep their name.
const WRAPPERS = '.adm-center-popup:not([role]), .adm-popup:not([role])';
let titleIds = 0;

function mendKitAccessibility(root: ParentNode, options: KitA11yOptions) {
  for (const wrapper of Array.from(root.querySelectorAll(WRAPPERS))) {
    wrapper.removeAttribute('aria-label');
    wrapper.removeAttribute('aria-labelledby');
  }
  for (const dialog of Array.from(root.querySelectorAll('.adm-center-popup-wrap[role="dialog"]'))) {
    if (dialog.getAttribute('aria-modal') !== 'true') dialog.setAttribute('aria-modal', 'true');
    if (dialog.hasAttribute('aria-label') || dialog.hasAttribute('aria-labelledby')) continue;
    const title = dialog.querySelector('.adm-dialog-title, .adm-modal-title');
    if (!title) continue;
    if (!title.id) title.id = `kit-dialog-title-${++titleIds}`;
    dialog.setAttribute('aria-labelledby', title.id);
  }
  for (const toast of Array.from(root.querySelectorAll('.adm-toast-main:not([role])'))) {
    toast.setAttribute('role', 'status');
  }
  for (const sheet of Array.from(root.querySelectorAll('.adm-number-keyboard-popup:not([role])'))) {
    const own = sheet.querySelector('.adm-number-keyboard[aria-label]');
    sheet.setAttribute('role', 'region');
    sheet.setAttribute('aria-label', own?.getAttribute('aria-label') ?? options.keyboardLabel());
    // A name on the keyboard's plain div is not allowed (it has no role): the region carries it.
    own?.removeAttribute('aria-label');
  }
}

/** Keeps mending as the kit opens overlays; returns the stop function. */
export function watchKitAccessibility(root: HTMLElement, options: KitA11yOptions): () => void {
  mendKitAccessibility(root, options);
  const observer = new MutationObserver(() => mendKitAccessibility(root, options));
  observer.observe(root, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['aria-label', 'aria-labelledby', 'role'],
  });
  return () => observer.disconnect();
}
