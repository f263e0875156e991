/**
 * The marks of the merchants the app shows: generated, licence-free (decision 0086). A merchant the bank
 * seeds has its own row (initials, hue, shape), so the same shop looks the same on every screen and in both
 * languages; any other name gets a mark made from its words (merchant-mark.ts).
 */
export type MarkShape = 'circle' | 'squircle' | 'leaf' | 'hexagon';

export interface MarkSpec {
  initials: string;
  /** The OKLCH hue (0 to 359) of the merchant's colour; lightness and chroma are the marks' own (CSS). */
  hue: number;
  shape: MarkShape;
}

/** The Pay Later merchants of the fake bank's checkout (fake-bank/model/merchants.ts). */
export const SEEDED_MARKS: Readonly<Record<string, MarkSpec>> = {
  'Toko Elektronik Sinar Jaya': { initials: 'SJ', hue: 255, shape: 'hexagon' },
  'Apotek Sehat Sentosa': { initials: 'SS', hue: 150, shape: 'circle' },
  'Warung Kopi Nusantara': { initials: 'N', hue: 55, shape: 'leaf' },
  'Fashion Batik Kencana': { initials: 'BK', hue: 350, shape: 'squircle' },
  'Supermarket Segar Makmur': { initials: 'SM', hue: 135, shape: 'squircle' },
  'Toko Buku Cahaya Ilmu': { initials: 'CI', hue: 295, shape: 'leaf' },
  'Bengkel Motor Jaya Abadi': { initials: 'JA', hue: 25, shape: 'hexagon' },
  'Restoran Padang Sederhana Rasa': { initials: 'SR', hue: 70, shape: 'circle' },
  'Optik Mata Terang': { initials: 'MT', hue: 210, shape: 'circle' },
  'Gadget Store Mandiri Digital': { initials: 'MD', hue: 270, shape: 'squircle' },
  'Toko Bangunan Kokoh Sejahtera': { initials: 'KS', hue: 45, shape: 'hexagon' },
  'Salon Cantik Ayu': { initials: 'CA', hue: 330, shape: 'leaf' },
  'Travel Wisata Garuda Nusa': { initials: 'GN', hue: 230, shape: 'leaf' },
  'Toko Mainan Ceria': { initials: 'C', hue: 95, shape: 'circle' },
  'Pet Shop Sahabat Satwa': { initials: 'SS', hue: 180, shape: 'squircle' },
  // The coupon that every Allo Pay merchant takes wears the app's own red.
  'Semua merchant Allo Pay': { initials: 'A', hue: 15, shape: 'circle' },
  'All Allo Pay merchants': { initials: 'A', hue: 15, shape: 'circle' },
};

/**
 * Words that say what a merchant is, not who it is: left out of the initials, so "Kedai Kopi Usada" and
 * "Usada Coffee House" are both "U" (the bank names a coupon's merchant in the caller's language).
 */
export const KIND_WORDS: ReadonlySet<string> = new Set([
  'toko',
  'kedai',
  'kopi',
  'warung',
  'restoran',
  'minimarket',
  'butik',
  'salon',
  'bioskop',
  'travel',
  'hotel',
  'mart',
  'batik',
  'sepatu',
  'skincare',
  'spa',
  'gadget',
  'elektronik',
  'komputer',
  'tiket',
  'karaoke',
  'taman',
  'bermain',
  'bakmi',
  'roti',
  'sate',
  'martabak',
  'coffee',
  'house',
  'restaurant',
  'minimart',
  'boutique',
  'cinema',
  'store',
  'shop',
]);

export const MARK_SHAPES: readonly MarkShape[] = ['circle', 'squircle', 'leaf', 'hexagon'];
