/** Copies a link; on a page without the clipboard API (plain http off loopback) it says to copy by hand. */
export async function copyText(text: string): Promise<void> {
  if (!navigator.clipboard || !window.isSecureContext) {
    throw new Error(`Copying is not allowed here; copy it by hand: ${text}`);
  }
  await navigator.clipboard.writeText(text);
}
