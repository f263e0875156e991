/**
 * tldts as the in-browser demo needs it (decision 0047; demo/seed-plugin.ts aliases it): MSW keeps the cookies
 * its handlers set in tough-cookie's jar, which asks tldts for a host's registrable domain, and tldts ships the
 * whole public suffix list (a quarter of the bank's chunk). The demo's handlers set no cookie and its host is
 * one site, so the last two labels of a name serve (an address has none, as in tldts).
 */
export function getDomain(host: string): string | null {
  const name = host.replace(/\.$/, '').toLowerCase();
  if (!name || /^[\d.]+$/.test(name) || name.includes(':')) return null;
  return name.split('.').slice(-2).join('.');
}
