/**
 * Images of coupons, deals, brands and news: small SVGs as data: URIs, drawn from a colour and a label,
 * so answers never point at an outside host and nothing but the colour is kept in the state.
 */
function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Black or white, whichever reads better on the colour (#rrggbb). */
function inkOn(color: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(color.slice(i, i + 2), 16));
  return 0.299 * r! + 0.587 * g! + 0.114 * b! > 150 ? '#1a1a1a' : '#ffffff';
}

export function imageOf(label: string, color: string, width = 320, height = 180): string {
  const text = escapeXml(label.length > 28 ? label.slice(0, 27) + '…' : label);
  const size = Math.round(Math.min(height / 5, (width / Math.max(text.length, 8)) * 1.6));
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="100%" height="100%" fill="${color}"/>` +
    `<text x="50%" y="50%" dominant-baseline="middle" text-anchor="middle" font-family="sans-serif" ` +
    `font-size="${size}" fill="${inkOn(color)}">${text}</text></svg>`;
  return 'data:image/svg+xml,' + encodeURIComponent(svg);
}
