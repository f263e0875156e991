import { z } from 'zod';
import type { Faker } from '@faker-js/faker';
import { DateYmdSchema, TextSchema, TimestampSchema } from '../../contracts/entities/primitives';
import type { SliceContext } from './slice-context';
import { addDays, wibDate, wibTimestamp } from './wallet-dates';
import { formatRupiah } from './loyalty';

/** Deal types (deals_type), which are also the tabs of the brand wall. */
export const DEAL_TYPES = [
  { typeId: 'D01', typeName: 'Makanan & Minuman' },
  { typeId: 'D02', typeName: 'Belanja' },
  { typeId: 'D03', typeName: 'Kecantikan' },
  { typeId: 'D04', typeName: 'Elektronik' },
  { typeId: 'D05', typeName: 'Perjalanan' },
  { typeId: 'D06', typeName: 'Hiburan' },
] as const;

/** Sections of each brand wall tab. */
export const BRAND_SUBTYPES = [
  { suffix: 'P', subtypeName: 'Populer' },
  { suffix: 'N', subtypeName: 'Baru di Allo' },
] as const;

export const NEWS_CATEGORIES = [
  { category: 'ekonomi', name: 'Ekonomi' },
  { category: 'keuangan', name: 'Keuangan' },
  { category: 'teknologi', name: 'Teknologi' },
  { category: 'gaya-hidup', name: 'Gaya Hidup' },
  { category: 'olahraga', name: 'Olahraga' },
  { category: 'hiburan', name: 'Hiburan' },
] as const;

const ColorSchema = z.string().regex(/^#[0-9a-f]{6}$/);

export const BrandRecordSchema = z.object({
  brandMctId: TextSchema,
  brandMctName: TextSchema,
  typeId: TextSchema,
  subtypeId: TextSchema,
  color: ColorSchema,
});

/** A deal; actState follows from its dates and the session clock when it is answered. */
export const DealRecordSchema = z.object({
  confId: TextSchema,
  mctId: TextSchema,
  mctName: TextSchema,
  actName: TextSchema,
  brandMctId: TextSchema,
  typeId: TextSchema,
  saleDesc: TextSchema,
  actBeginDate: DateYmdSchema,
  actEndDate: DateYmdSchema,
  /** 1 approved; 0 waiting for approval (never shown). */
  aprvState: z.enum(['0', '1']),
  /** Configured for the home page's hot deals. */
  featured: z.boolean(),
  color: ColorSchema,
});
export type DealRecord = z.infer<typeof DealRecordSchema>;

export const NewsRecordSchema = z.object({
  newsId: TextSchema,
  source: TextSchema,
  category: TextSchema,
  title: TextSchema,
  subtitle: TextSchema,
  summary: z.string().max(1024),
  date: TimestampSchema,
  views: z.number().int().min(0),
  images: z.number().int().min(1).max(3),
  color: ColorSchema,
});
export type NewsRecord = z.infer<typeof NewsRecordSchema>;

/** The content slice: brands, deals and news, a few dozen of each, dated relative to the session start. */
export const ContentStateSchema = z.object({
  brands: z.array(BrandRecordSchema).max(100),
  deals: z.array(DealRecordSchema).max(200),
  news: z.array(NewsRecordSchema).max(200),
});
export type ContentState = z.infer<typeof ContentStateSchema>;

const BRAND_STEMS: Record<string, string[]> = {
  D01: ['Kopi', 'Bakmi', 'Roti', 'Sate', 'Martabak'],
  D02: ['Mart', 'Batik', 'Sepatu'],
  D03: ['Salon', 'Skincare', 'Spa'],
  D04: ['Gadget', 'Elektronik', 'Komputer'],
  D05: ['Travel', 'Hotel', 'Tiket'],
  D06: ['Bioskop', 'Karaoke', 'Taman Bermain'],
};

const NEWS_SOURCES = ['Warta Nusantara', 'Kabar Kota', 'Suara Pasar', 'Info Finansial', 'Berita Kita'];

/** Title, subtitle and summary per category; {city}, {product}, {name} and {n} are filled in. */
const NEWS_TEMPLATES: Record<string, [string, string, string][]> = {
  ekonomi: [
    [
      'Harga {product} Naik Jelang Akhir Tahun',
      'Pedagang di {city} mengeluhkan pasokan',
      'Harga {product} di sejumlah pasar {city} naik sekitar {n} persen dalam sepekan. Pedagang berharap pasokan kembali normal sebelum akhir bulan.',
    ],
    [
      'UMKM {city} Tumbuh Berkat Pembayaran Digital',
      'Transaksi QRIS meningkat tajam',
      'Pelaku usaha kecil di {city} mencatat kenaikan penjualan hingga {n} persen sejak menerima pembayaran QRIS. Pemerintah daerah menyiapkan pelatihan lanjutan.',
    ],
    [
      'Ekspor {product} Catat Rekor Baru',
      'Permintaan luar negeri terus menguat',
      'Nilai ekspor {product} tahun ini naik {n} persen dibanding tahun lalu. Pelaku industri optimistis tren berlanjut hingga tahun depan.',
    ],
  ],
  keuangan: [
    [
      'Tips Mengatur Keuangan Bulanan agar Tetap Bisa Menabung',
      'Mulai dari mencatat pengeluaran harian',
      'Perencana keuangan {name} menyarankan menyisihkan {n} persen penghasilan untuk tabungan di awal bulan. Catat pengeluaran harian agar tidak ada biaya yang terlewat.',
    ],
    [
      'Cara Aman Belanja Online dengan Pay Later',
      'Pahami tenor dan biaya sebelum membayar',
      'Pay Later memudahkan belanja, tetapi pastikan cicilan tidak melebihi {n} persen penghasilan. Bayar tagihan tepat waktu agar terhindar dari denda keterlambatan.',
    ],
    [
      'Deposito atau Tabungan? Ini Bedanya',
      'Pilih sesuai tujuan dan jangka waktu',
      'Deposito memberi bunga lebih tinggi dengan dana yang tersimpan hingga jatuh tempo, sedangkan tabungan bisa diambil kapan saja. Bunga tabungan Prime kini {n} persen per tahun.',
    ],
  ],
  teknologi: [
    [
      'Dompet Digital Makin Diminati Warga {city}',
      'Survei: mayoritas transaksi kini nontunai',
      'Survei terbaru menunjukkan {n} persen warga {city} memakai dompet digital setiap minggu. Kemudahan isi saldo dan promo menjadi alasan utama.',
    ],
    [
      'Waspada Penipuan OTP, Jangan Bagikan Kode ke Siapa Pun',
      'Bank tidak pernah meminta kode OTP',
      'Modus penipuan yang meminta kode OTP kembali marak di {city}. Jangan pernah membagikan kode OTP atau PIN kepada siapa pun, termasuk yang mengaku petugas bank.',
    ],
    [
      'Startup {city} Luncurkan Aplikasi Kasir untuk Warung',
      'Pencatatan stok jadi lebih mudah',
      'Aplikasi kasir buatan anak muda {city} kini dipakai lebih dari {n} ribu warung. Fitur utamanya pencatatan stok dan pembayaran QRIS.',
    ],
  ],
  'gaya-hidup': [
    [
      '{n} Kuliner Legendaris yang Wajib Dicoba di {city}',
      'Dari soto hingga es campur',
      'Kota {city} menyimpan banyak kuliner legendaris yang bertahan puluhan tahun. Simak daftar tempat makan favorit warga setempat.',
    ],
    [
      'Festival {product} Digelar di {city} Akhir Pekan Ini',
      'Ratusan pelaku usaha ikut meramaikan',
      'Festival tahunan di {city} menghadirkan lebih dari {n} stan. Pengunjung bisa mendapat potongan harga dengan membayar nontunai.',
    ],
  ],
  olahraga: [
    [
      'Tim Sepak Bola {city} Melaju ke Final',
      'Kemenangan dramatis lewat adu penalti',
      'Tim kebanggaan {city} memastikan tiket final setelah menang adu penalti. Pelatih {name} memuji mental para pemain.',
    ],
    [
      'Lomba Lari {n}K Meriahkan Hari Jadi {city}',
      'Ribuan pelari ikut ambil bagian',
      'Ribuan peserta mengikuti lomba lari {n}K dalam rangka hari jadi {city}. Panitia menyiapkan jalur yang melintasi pusat kota.',
    ],
  ],
  hiburan: [
    [
      'Film Karya Sutradara {name} Tembus Sejuta Penonton',
      'Kisah keluarga yang menyentuh hati',
      'Film terbaru garapan {name} ditonton lebih dari satu juta orang dalam {n} hari. Penonton memuji akting para pemain muda.',
    ],
    [
      'Konser Musik Akbar Segera Hadir di {city}',
      'Tiket dijual mulai pekan depan',
      'Sejumlah musisi papan atas akan tampil di {city}. Pembeli tiket dengan dompet digital berkesempatan mendapat potongan {n} persen.',
    ],
  ],
};

function makeBrands(faker: Faker) {
  return Array.from({ length: 12 }, (_, i) => {
    const type = DEAL_TYPES[i % DEAL_TYPES.length]!;
    return {
      brandMctId: 'BR' + faker.string.numeric(6),
      brandMctName: `${faker.helpers.arrayElement(BRAND_STEMS[type.typeId]!)} ${faker.person.lastName()}`,
      typeId: type.typeId,
      subtypeId: `${type.typeId}-${BRAND_SUBTYPES[i < DEAL_TYPES.length ? 0 : 1].suffix}`,
      color: faker.color.rgb({ casing: 'lower' }),
    };
  });
}

function makeDeals(faker: Faker, brands: ContentState['brands'], today: string): DealRecord[] {
  return Array.from({ length: 24 }, (_, i) => {
    const brand = brands[i % brands.length]!;
    const city = faker.location.city();
    const n = faker.number.int({ min: 2, max: 7 }) * 10;
    const cashback = faker.number.int({ min: 1, max: 10 }) * 5000;
    const actName = faker.helpers.arrayElement([
      `Diskon ${n}% di ${brand.brandMctName}`,
      `Beli 1 Gratis 1 di ${brand.brandMctName}`,
      `Cashback Rp${formatRupiah(cashback)} bayar pakai Allo Pay`,
      `Promo Akhir Pekan ${brand.brandMctName}`,
      `Hemat ${n}% bayar pakai Pay Later`,
    ]);
    // 0 to 2: ended; 3: starts in 2 days; 4: ends today; others running, ending within 3 to 45 days.
    const begin =
      i <= 2
        ? addDays(today, -faker.number.int({ min: 20, max: 60 }))
        : i === 3
          ? addDays(today, 2)
          : addDays(today, -faker.number.int({ min: 0, max: 30 }));
    const end =
      i <= 2
        ? addDays(today, -faker.number.int({ min: 1, max: 10 }))
        : i === 4
          ? today
          : addDays(i === 3 ? begin : today, faker.number.int({ min: 3, max: 45 }));
    return {
      confId: 'CF' + faker.string.numeric(8),
      mctId: 'MCT' + faker.string.numeric(8),
      mctName: `${brand.brandMctName} ${city}`,
      actName,
      brandMctId: brand.brandMctId,
      typeId: brand.typeId,
      saleDesc: `Berlaku di ${brand.brandMctName} ${city}. Minimal transaksi Rp${formatRupiah(cashback * 4)}. Selama persediaan masih ada.`,
      actBeginDate: begin,
      actEndDate: end,
      aprvState: i === 23 ? '0' : '1',
      featured: i % 3 === 0,
      color: faker.color.rgb({ casing: 'lower' }),
    };
  });
}

function makeNews(faker: Faker, now: number): NewsRecord[] {
  return Array.from({ length: 24 }, (_, i) => {
    const { category } = NEWS_CATEGORIES[i % NEWS_CATEGORIES.length]!;
    const template = faker.helpers.arrayElement(NEWS_TEMPLATES[category]!);
    const values: Record<string, string> = {
      city: faker.location.city(),
      product: faker.commerce.product(),
      name: faker.person.fullName(),
      n: String(faker.number.int({ min: 3, max: 40 })),
    };
    const fill = (text: string) => text.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
    return {
      newsId: 'NW' + faker.string.numeric(8),
      source: faker.helpers.arrayElement(NEWS_SOURCES),
      category,
      title: fill(template[0]),
      subtitle: fill(template[1]),
      summary: fill(template[2]),
      // The first two are from the last hours; the rest from the last 30 days.
      date: wibTimestamp(
        now - (i < 2 ? (i + 1) * 3_600_000 : faker.number.int({ min: 1, max: 30 * 24 }) * 3_600_000),
      ),
      views: faker.number.int({ min: 100, max: 50_000 }),
      images: faker.number.int({ min: 1, max: 2 }),
      color: faker.color.rgb({ casing: 'lower' }),
    };
  });
}

export function createContentState(faker: Faker, context: SliceContext): ContentState {
  const now = Date.parse(context.clockIso);
  const brands = makeBrands(faker);
  return {
    brands,
    deals: makeDeals(faker, brands, wibDate(now)),
    news: makeNews(faker, now),
  };
}
