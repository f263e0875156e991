import { OutlineIcon } from '../outline-icon';

/**
 * Cash to the account: a banknote ("Rp" on it) coming out of a wallet, for Instant Cash, in place of the
 * kit's send arrow, which reads as an external link.
 */
export function CashIcon({ className }: { className?: string }) {
  return (
    <OutlineIcon className={className} icon="cash">
      <path d="M6.5 9.2V4.8a1 1 0 0 1 1-1h9a1 1 0 0 1 1 1v4.4" />
      <path d="M10.3 6.5h3.4" />
      <rect x="3" y="9" width="18" height="11.2" rx="2.2" />
      <path d="M21 12.6h-4.2a2 2 0 0 0 0 4H21" />
      <circle cx="16.9" cy="14.6" r=".6" fill="currentColor" stroke="none" />
    </OutlineIcon>
  );
}
