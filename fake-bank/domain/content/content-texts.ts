import { formatRupiah, type Lang } from '../../../contracts';
import {
  BRAND_SUBTYPE_SUFFIXES,
  DEAL_TYPE_IDS,
  NEWS_CATEGORY_IDS,
  type BrandRecord,
  type DealRecord,
  type NewsCategoryId,
  type NewsRecord,
} from '../../model/content';

/**
 * The words of deals, brands and news in the caller's language (Indonesian unless the locale starts with
 * en). The state holds facts only; these tables turn them into what the bank answers.
 */
export type LocalText = Record<Lang, string>;

export const DEAL_TYPE_NAMES: Record<(typeof DEAL_TYPE_IDS)[number], LocalText> = {
  D01: { id: 'Makanan & Minuman', en: 'Food & Drink' },
  D02: { id: 'Belanja', en: 'Shopping' },
  D03: { id: 'Kecantikan', en: 'Beauty' },
  D04: { id: 'Elektronik', en: 'Electronics' },
  D05: { id: 'Perjalanan', en: 'Travel' },
  D06: { id: 'Hiburan', en: 'Entertainment' },
};

export const BRAND_SUBTYPE_NAMES: Record<(typeof BRAND_SUBTYPE_SUFFIXES)[number], LocalText> = {
  P: { id: 'Populer', en: 'Popular' },
  N: { id: 'Baru di Allo', en: 'New on Allo' },
};

export const NEWS_CATEGORY_NAMES: Record<NewsCategoryId, LocalText> = {
  ekonomi: { id: 'Ekonomi', en: 'Economy' },
  keuangan: { id: 'Keuangan', en: 'Finance' },
  teknologi: { id: 'Teknologi', en: 'Technology' },
  'gaya-hidup': { id: 'Gaya Hidup', en: 'Lifestyle' },
  olahraga: { id: 'Olahraga', en: 'Sports' },
  hiburan: { id: 'Hiburan', en: 'Entertainment' },
};

export function dealTypes(lang: Lang) {
  return DEAL_TYPE_IDS.map((typeId) => ({ typeId, typeName: DEAL_TYPE_NAMES[typeId][lang] }));
}

export function newsCategories(lang: Lang) {
  return NEWS_CATEGORY_IDS.map((category) => ({ category, name: NEWS_CATEGORY_NAMES[category][lang] }));
}

// ---- Deals ----

export interface DealTexts {
  actName: string;
  mctName: string;
  saleDesc: string;
}

export function dealTexts(deal: DealRecord, brand: BrandRecord | undefined, lang: Lang): DealTexts {
  const name = brand?.brandMctName ?? '';
  const cashback = formatRupiah(deal.cashback, lang);
  const minSpend = formatRupiah(deal.minSpend, lang);
  const en = lang === 'en';
  const actName = {
    discount: en ? `${deal.percent}% off at ${name}` : `Diskon ${deal.percent}% di ${name}`,
    bogo: en ? `Buy 1 Get 1 Free at ${name}` : `Beli 1 Gratis 1 di ${name}`,
    cashback: en
      ? `${cashback} cashback at ${name} with Allo Pay`
      : `Cashback ${cashback} di ${name} pakai Allo Pay`,
    weekend: en ? `${name} Weekend Deal` : `Promo Akhir Pekan ${name}`,
    'paylater-fee': en
      ? `0% admin fee on a 30-day tenor at ${name}`
      : `Biaya admin 0% tenor 30 hari di ${name}`,
  }[deal.offer];
  const how = {
    discount: en
      ? `Get ${deal.percent}% off your bill when you pay with Allo Pay or Pay Later.`
      : `Dapatkan potongan ${deal.percent}% dari total belanja saat membayar dengan Allo Pay atau Pay Later.`,
    bogo: en
      ? 'Buy one item and get a second of the same kind free.'
      : 'Beli satu produk dan dapatkan produk kedua yang sama secara gratis.',
    cashback: en
      ? `Get ${cashback} back in your Allo Pay balance after paying.`
      : `Dapatkan cashback ${cashback} ke saldo Allo Pay setelah membayar.`,
    weekend: en ? 'Special prices every Saturday and Sunday.' : 'Harga spesial setiap hari Sabtu dan Minggu.',
    'paylater-fee': en
      ? 'Pay with Pay Later on a 30-day tenor and pay no admin fee.'
      : 'Bayar pakai Pay Later dengan tenor 30 hari tanpa biaya admin.',
  }[deal.offer];
  return {
    actName,
    mctName: `${name} ${deal.city}`,
    saleDesc: en
      ? `${how} Valid at ${name} ${deal.city}. Minimum spend ${minSpend}. While stocks last.`
      : `${how} Berlaku di ${name} ${deal.city}. Minimal transaksi ${minSpend}. Selama persediaan masih ada.`,
  };
}

// ---- News ----

const GOODS: LocalText[] = [
  { id: 'Beras', en: 'Rice' },
  { id: 'Cabai', en: 'Chili' },
  { id: 'Kopi', en: 'Coffee' },
  { id: 'Kakao', en: 'Cocoa' },
  { id: 'Bawang Merah', en: 'Shallot' },
  { id: 'Gula', en: 'Sugar' },
  { id: 'Teh', en: 'Tea' },
  { id: 'Durian', en: 'Durian' },
  { id: 'Mangga', en: 'Mango' },
  { id: 'Rumput Laut', en: 'Seaweed' },
];

/** Title, subtitle and summary; {city}, {goods}, {name} and {n} are filled in from the record. */
type Story = Record<Lang, readonly [string, string, string]>;

const NEWS_STORIES: Record<NewsCategoryId, readonly [Story, Story, Story]> = {
  ekonomi: [
    {
      id: [
        'Harga {goods} Naik Jelang Akhir Tahun',
        'Pedagang di {city} mengeluhkan pasokan',
        'Harga {goods} di sejumlah pasar {city} naik sekitar {n} persen dalam sepekan. Pedagang berharap pasokan kembali normal sebelum akhir bulan.',
      ],
      en: [
        '{goods} Prices Rise Ahead of Year End',
        'Traders in {city} complain about supply',
        '{goods} prices in several {city} markets rose about {n} percent in a week. Traders hope supply returns to normal before the end of the month.',
      ],
    },
    {
      id: [
        'UMKM {city} Tumbuh Berkat Pembayaran Digital',
        'Transaksi QRIS meningkat tajam',
        'Pelaku usaha kecil di {city} mencatat kenaikan penjualan hingga {n} persen sejak menerima pembayaran QRIS. Pemerintah daerah menyiapkan pelatihan lanjutan.',
      ],
      en: [
        'Digital Payments Help {city} Small Businesses Grow',
        'QRIS transactions rise sharply',
        'Small businesses in {city} report sales up to {n} percent higher since accepting QRIS payments. The local government is preparing further training.',
      ],
    },
    {
      id: [
        'Ekspor {goods} Catat Rekor Baru',
        'Permintaan luar negeri terus menguat',
        'Nilai ekspor {goods} tahun ini naik {n} persen dibanding tahun lalu. Pelaku industri optimistis tren berlanjut hingga tahun depan.',
      ],
      en: [
        '{goods} Exports Hit a New Record',
        'Foreign demand keeps growing',
        '{goods} exports rose {n} percent this year compared with last year. The industry expects the trend to continue into next year.',
      ],
    },
  ],
  keuangan: [
    {
      id: [
        'Tips Mengatur Keuangan Bulanan agar Tetap Bisa Menabung',
        'Mulai dari mencatat pengeluaran harian',
        'Perencana keuangan {name} menyarankan menyisihkan {n} persen penghasilan untuk tabungan di awal bulan. Catat pengeluaran harian agar tidak ada biaya yang terlewat.',
      ],
      en: [
        'How to Manage Your Monthly Budget and Still Save',
        'Start by recording daily spending',
        'Financial planner {name} suggests setting aside {n} percent of income for savings at the start of the month. Record daily spending so no cost slips through.',
      ],
    },
    {
      id: [
        'Cara Aman Belanja Online dengan Pay Later',
        'Pahami tenor dan biaya sebelum membayar',
        'Pay Later memudahkan belanja, tetapi pastikan cicilan tidak melebihi {n} persen penghasilan. Bayar tagihan tepat waktu agar terhindar dari denda keterlambatan.',
      ],
      en: [
        'Shopping Online Safely with Pay Later',
        'Understand the tenor and fees before paying',
        'Pay Later makes shopping easy, but keep instalments below {n} percent of your income. Pay your bills on time to avoid late fees.',
      ],
    },
    {
      // The Prime savings rate is the product's own (spec section 9): 5% a year, not a drawn number.
      id: [
        'Deposito atau Tabungan? Ini Bedanya',
        'Pilih sesuai tujuan dan jangka waktu',
        'Deposito memberi bunga lebih tinggi dengan dana yang tersimpan hingga jatuh tempo, sedangkan tabungan bisa diambil kapan saja. Bunga tabungan Prime kini 5 persen per tahun.',
      ],
      en: [
        'Time Deposit or Savings? Here Is the Difference',
        'Choose by goal and time frame',
        'A time deposit pays more interest while the money stays until maturity, whereas savings can be withdrawn at any time. Prime savings now pay 5 percent a year.',
      ],
    },
  ],
  teknologi: [
    {
      id: [
        'Dompet Digital Makin Diminati Warga {city}',
        'Survei: mayoritas transaksi kini nontunai',
        'Survei terbaru menunjukkan {n} persen warga {city} memakai dompet digital setiap minggu. Kemudahan isi saldo dan promo menjadi alasan utama.',
      ],
      en: [
        'Digital Wallets Grow More Popular in {city}',
        'Survey: most payments are now cashless',
        'A new survey shows {n} percent of {city} residents use a digital wallet every week. Easy top-ups and promotions are the main reasons.',
      ],
    },
    {
      id: [
        'Waspada Penipuan OTP, Jangan Bagikan Kode ke Siapa Pun',
        'Bank tidak pernah meminta kode OTP',
        'Modus penipuan yang meminta kode OTP kembali marak di {city}. Jangan pernah membagikan kode OTP atau PIN kepada siapa pun, termasuk yang mengaku petugas bank.',
      ],
      en: [
        'Beware of OTP Scams: Never Share Your Code',
        'The bank never asks for your OTP',
        'Scams asking for OTP codes are on the rise again in {city}. Never share your OTP or PIN with anyone, including people claiming to be bank staff.',
      ],
    },
    {
      id: [
        'Startup {city} Luncurkan Aplikasi Kasir untuk Warung',
        'Pencatatan stok jadi lebih mudah',
        'Aplikasi kasir buatan anak muda {city} kini dipakai lebih dari {n} ribu warung. Fitur utamanya pencatatan stok dan pembayaran QRIS.',
      ],
      en: [
        '{city} Startup Launches a Cashier App for Small Shops',
        'Stock keeping made easier',
        'A cashier app built by young people in {city} is now used by more than {n} thousand shops. Its main features are stock keeping and QRIS payments.',
      ],
    },
  ],
  'gaya-hidup': [
    {
      id: [
        '{n} Kuliner Legendaris yang Wajib Dicoba di {city}',
        'Dari soto hingga es campur',
        'Kota {city} menyimpan banyak kuliner legendaris yang bertahan puluhan tahun. Simak daftar tempat makan favorit warga setempat.',
      ],
      en: [
        '{n} Legendary Dishes to Try in {city}',
        'From soto to es campur',
        '{city} is home to many legendary eateries that have lasted for decades. Here are the local favourites.',
      ],
    },
    {
      id: [
        'Festival {goods} Digelar di {city} Akhir Pekan Ini',
        'Ratusan pelaku usaha ikut meramaikan',
        'Festival tahunan di {city} menghadirkan lebih dari {n} stan. Pengunjung bisa mendapat potongan harga dengan membayar nontunai.',
      ],
      en: [
        '{goods} Festival Comes to {city} This Weekend',
        'Hundreds of businesses take part',
        'The annual festival in {city} brings more than {n} stalls. Visitors get discounts when they pay cashless.',
      ],
    },
    {
      id: [
        'Tren Liburan Hemat ke {city} Meningkat',
        'Wisatawan memilih paket perjalanan singkat',
        'Jumlah wisatawan ke {city} naik {n} persen berkat paket liburan hemat. Pembayaran nontunai dan cicilan Pay Later ikut mendorong tren ini.',
      ],
      en: [
        'Budget Holidays to {city} on the Rise',
        'Travellers choose short trips',
        'Visitors to {city} grew {n} percent thanks to budget holiday packages. Cashless payments and Pay Later instalments helped the trend.',
      ],
    },
  ],
  olahraga: [
    {
      id: [
        'Tim Sepak Bola {city} Melaju ke Final',
        'Kemenangan dramatis lewat adu penalti',
        'Tim kebanggaan {city} memastikan tiket final setelah menang adu penalti. Pelatih {name} memuji mental para pemain.',
      ],
      en: [
        '{city} Football Team Reaches the Final',
        'A dramatic penalty shoot-out win',
        "The {city} team booked a place in the final after winning on penalties. Coach {name} praised the players' spirit.",
      ],
    },
    {
      id: [
        'Lomba Lari {n}K Meriahkan Hari Jadi {city}',
        'Ribuan pelari ikut ambil bagian',
        'Ribuan peserta mengikuti lomba lari {n}K dalam rangka hari jadi {city}. Panitia menyiapkan jalur yang melintasi pusat kota.',
      ],
      en: [
        '{n}K Run Celebrates the {city} Anniversary',
        'Thousands of runners take part',
        'Thousands joined the {n}K run to mark the anniversary of {city}. Organisers set a route through the city centre.',
      ],
    },
    {
      id: [
        'Atlet Bulu Tangkis {city} Raih Medali Emas',
        'Prestasi membanggakan di kejuaraan nasional',
        'Atlet muda asal {city}, {name}, meraih medali emas setelah menang dalam {n} pertandingan beruntun. Pemerintah daerah menyiapkan bonus bagi sang juara.',
      ],
      en: [
        '{city} Badminton Player Wins Gold',
        'A proud result at the national championship',
        'Young {city} athlete {name} won gold after {n} straight wins. The local government is preparing a bonus for the champion.',
      ],
    },
  ],
  hiburan: [
    {
      id: [
        'Film Karya Sutradara {name} Tembus Sejuta Penonton',
        'Kisah keluarga yang menyentuh hati',
        'Film terbaru garapan {name} ditonton lebih dari satu juta orang dalam {n} hari. Penonton memuji akting para pemain muda.',
      ],
      en: [
        'Film by Director {name} Passes One Million Viewers',
        'A touching family story',
        'The latest film by {name} was seen by more than one million people in {n} days. Audiences praised the young cast.',
      ],
    },
    {
      id: [
        'Konser Musik Akbar Segera Hadir di {city}',
        'Tiket dijual mulai pekan depan',
        'Sejumlah musisi papan atas akan tampil di {city}. Pembeli tiket dengan dompet digital berkesempatan mendapat potongan {n} persen.',
      ],
      en: [
        'A Big Music Concert Is Coming to {city}',
        'Tickets on sale next week',
        'Top musicians will perform in {city}. Fans who buy tickets with a digital wallet can get {n} percent off.',
      ],
    },
    {
      id: [
        'Serial Drama Baru Syuting di {city}',
        'Mengangkat kisah keluarga pedagang',
        'Rumah produksi milik {name} memulai syuting serial drama di {city}. Serial sepanjang {n} episode ini dijadwalkan tayang tahun depan.',
      ],
      en: [
        'New Drama Series Films in {city}',
        'The story of a family of traders',
        'The production house of {name} has started filming a drama series in {city}. The {n}-episode series is due to air next year.',
      ],
    },
  ],
};

export interface NewsTexts {
  title: string;
  subtitle: string;
  summary: string;
  categoryName: string;
}

export function newsTexts(news: NewsRecord, lang: Lang): NewsTexts {
  const stories = NEWS_STORIES[news.category];
  const story = stories[news.story] ?? stories[0];
  const values: Record<string, string> = {
    city: news.city,
    goods: GOODS[news.goods]?.[lang] ?? '',
    name: news.person,
    n: String(news.n),
  };
  const fill = (text: string) => text.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
  const [title, subtitle, summary] = story[lang].map(fill) as [string, string, string];
  return { title, subtitle, summary, categoryName: NEWS_CATEGORY_NAMES[news.category][lang] };
}
