import type { KeyValueConfig } from '../../contracts/entities/config';

/**
 * The bank's announcements, as kv-config/list answers them for module H5_ANNOUNCEMENT (decision 0035): one
 * key per announcement and language, '<n>.id' and '<n>.en', shown in that order in the marquee banner.
 */
const TEXTS: ReadonlyArray<{ id: string; en: string }> = [
  {
    id: 'Pemeliharaan sistem Minggu, 29 Nov 2026 pukul 00.00–03.00 WIB: Instant Cash dan pembayaran tagihan tidak tersedia.',
    en: 'System maintenance on Sunday, 29 Nov 2026, 00:00–03:00 WIB: Instant Cash and bill payments are unavailable.',
  },
  {
    id: 'Bunga 0% untuk tenor 1 bulan pada penarikan Instant Cash sampai akhir bulan ini.',
    en: '0% interest on a 1-month Instant Cash withdrawal until the end of this month.',
  },
  {
    id: 'Waspada penipuan: Allo Bank tidak pernah meminta PIN atau kode OTP kamu.',
    en: 'Beware of fraud: Allo Bank never asks for your PIN or OTP code.',
  },
];

export function announcementConfig(): KeyValueConfig[] {
  return TEXTS.flatMap((text, i) =>
    (['id', 'en'] as const).map((lang) => ({
      moduleId: 'H5_ANNOUNCEMENT',
      cfgKey: `${i + 1}.${lang}`,
      cfgValue: text[lang],
    })),
  );
}
