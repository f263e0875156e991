import type { Lang } from '../../../contracts';
import type { FaqCategory, FaqItem } from '../../../contracts/entities/help';
import type { LocalText } from './content-texts';

/**
 * The help centre's FAQ: reference content, the same for every session, in both languages. The facts are
 * those of the spec (section 1 eligibility, section 4 rules, section 9 constants): when they change, they
 * change here and in the terms pages.
 */
interface FaqEntry {
  faqId: string;
  question: LocalText;
  answer: LocalText;
}

interface FaqSection {
  categoryId: string;
  name: LocalText;
  entries: FaqEntry[];
}

const FAQ: FaqSection[] = [
  {
    categoryId: 'umum',
    name: { id: 'Umum & Akun', en: 'General & Account' },
    entries: [
      {
        faqId: 'FAQ-U01',
        question: { id: 'Siapa yang dapat menggunakan layanan ini?', en: 'Who can use this service?' },
        answer: {
          id: 'Pengguna terdaftar yang merupakan Warga Negara Indonesia dan berusia 21 sampai 55 tahun.\n\nPay Later hanya tersedia bagi pengguna terpilih (whitelist). Jika kamu belum terpilih, ketuk "Beri tahu saya" di halaman Pay Later agar kami kabari saat layanan tersedia untukmu.',
          en: 'Registered users who are Indonesian citizens aged 21 to 55.\n\nPay Later is available only to selected (whitelisted) users. If you have not been selected yet, tap "Notify me" on the Pay Later page and we will tell you when it opens for you.',
        },
      },
      {
        faqId: 'FAQ-U02',
        question: {
          id: 'Bagaimana cara menghubungi layanan pelanggan?',
          en: 'How do I contact customer service?',
        },
        answer: {
          id: 'Layanan pelanggan kami siap membantu 24/7, termasuk hari libur. Pengaduan lisan diselesaikan dalam 5 hari kerja; pengaduan tertulis ditanggapi paling lambat 20 hari kerja.',
          en: 'Our customer service is available 24/7, holidays included. Oral complaints are settled within 5 working days; written complaints are answered within 20 working days.',
        },
      },
      {
        faqId: 'FAQ-U03',
        question: {
          id: 'Bagaimana cara mengubah email atau nomor HP?',
          en: 'How do I change my email or mobile number?',
        },
        answer: {
          id: 'Buka Pengaturan Akun, pilih email atau nomor HP, lalu verifikasi perubahan dengan kode OTP. Email yang sudah terdaftar dengan nomor HP lain tidak dapat digunakan.',
          en: 'Open Account Settings, choose email or mobile number, and confirm the change with an OTP code. An email already registered with another mobile number cannot be used.',
        },
      },
      {
        faqId: 'FAQ-U04',
        question: { id: 'Bagaimana cara menutup akun?', en: 'How do I close my account?' },
        answer: {
          id: 'Akun dapat ditutup apabila saldo nol, seluruh tagihan Pay Later sudah lunas, dan semua aplikasi pihak ketiga sudah diputus tautannya. Hubungi layanan pelanggan 24/7 untuk mengajukan penutupan.',
          en: 'An account can be closed when its balance is zero, every Pay Later bill is settled and every third-party app is unlinked. Contact customer service 24/7 to ask for the closure.',
        },
      },
    ],
  },
  {
    categoryId: 'paylater',
    name: { id: 'Pay Later', en: 'Pay Later' },
    entries: [
      {
        faqId: 'FAQ-P01',
        question: {
          id: 'Berapa limit Pay Later yang bisa saya dapatkan?',
          en: 'How much Pay Later limit can I get?',
        },
        answer: {
          id: 'Limit Pay Later berkisar dari Rp500.000 sampai Rp100.000.000, sesuai hasil penilaian kredit. Untuk limit di atas Rp50.000.000 diperlukan NPWP.',
          en: 'A Pay Later limit ranges from Rp500.000 to Rp100.000.000, depending on the credit assessment. A tax number (NPWP) is needed for a limit above Rp50.000.000.',
        },
      },
      {
        faqId: 'FAQ-P02',
        question: { id: 'Berapa lama proses pengajuan?', en: 'How long does the application take?' },
        answer: {
          id: 'Hanya 3 langkah dalam 3 menit, dan keputusan biasanya keluar dalam waktu kurang dari 5 menit. Jika pengajuan ditolak, kamu dapat mengajukan kembali setelah 3 bulan.',
          en: 'Only 3 steps in 3 minutes, and the decision usually comes in under 5 minutes. If the application is rejected, you can apply again after 3 months.',
        },
      },
      {
        faqId: 'FAQ-P03',
        question: {
          id: 'Tenor cicilan apa saja yang tersedia?',
          en: 'Which instalment tenors are available?',
        },
        answer: {
          id: 'Tenor 1, 3, 6 dan 12 bulan. Bunga, biaya administrasi dan jadwal cicilan ditampilkan sebelum kamu mengonfirmasi transaksi.',
          en: 'Tenors of 1, 3, 6 and 12 months. Interest, admin fees and the instalment schedule are shown before you confirm a transaction.',
        },
      },
      {
        faqId: 'FAQ-P04',
        question: { id: 'Bagaimana denda keterlambatan dihitung?', en: 'How is the late fee worked out?' },
        answer: {
          id: 'Denda = jumlah tagihan × tarif biaya administrasi × jumlah hari keterlambatan, dihitung sejak satu hari setelah tanggal cetak tagihan dan dikenakan setelah tanggal jatuh tempo. Selama ada tagihan terlambat, Pay Later dan Instant Cash tidak dapat digunakan.',
          en: 'Late fee = amount due × admin fee rate × days overdue, counted from the day after the statement date and charged after the due date. While a bill is overdue, Pay Later and Instant Cash cannot be used.',
        },
      },
      {
        faqId: 'FAQ-P05',
        question: { id: 'Bisakah saya melunasi lebih awal?', en: 'Can I repay early?' },
        answer: {
          id: 'Bisa, dengan biaya 10% dari pokok cicilan yang dilunasi. Pelunasan lebih awal tidak tersedia pada periode cicilan terakhir, pada hari transaksi, saat pembayaran sebelumnya masih diproses, atau saat masih ada tagihan terlambat.',
          en: 'Yes, for a fee of 10% of the instalment principal repaid. Early repayment is not available in the last period, on the day of the transaction, while an earlier repayment is processing, or while bills are overdue.',
        },
      },
    ],
  },
  {
    categoryId: 'instant-cash',
    name: { id: 'Instant Cash', en: 'Instant Cash' },
    entries: [
      {
        faqId: 'FAQ-C01',
        question: { id: 'Apa itu Instant Cash?', en: 'What is Instant Cash?' },
        answer: {
          id: 'Penarikan dana tunai dari limit Pay Later ke rekeningmu. Dana masuk dalam sekitar 3 detik setelah disetujui.',
          en: 'A cash withdrawal from your Pay Later limit into your account. The money arrives about 3 seconds after approval.',
        },
      },
      {
        faqId: 'FAQ-C02',
        question: {
          id: 'Seberapa sering saya bisa menarik Instant Cash?',
          en: 'How often can I withdraw Instant Cash?',
        },
        answer: {
          id: 'Satu kali setiap bulan, dan hanya melalui aplikasi bank. Jumlah penarikan harus lebih besar dari jumlah pinjaman minimum.',
          en: 'Once a month, and only in the bank app. The amount must be more than the minimum loan amount.',
        },
      },
    ],
  },
  {
    categoryId: 'allo-pay',
    name: { id: 'Allo Pay & Saldo', en: 'Allo Pay & Balance' },
    entries: [
      {
        faqId: 'FAQ-W01',
        question: { id: 'Berapa minimal isi saldo?', en: 'What is the minimum top-up?' },
        answer: {
          id: 'Minimal isi saldo Rp10.000, melalui transfer bank, kartu debit, QRIS atau gerai offline.',
          en: 'The minimum top-up is Rp10.000, by bank transfer, debit card, QRIS or an offline store.',
        },
      },
      {
        faqId: 'FAQ-W02',
        question: {
          id: 'Apa beda Allo Pay, Allo Pay+ dan Allo Prime?',
          en: 'What is the difference between Allo Pay, Allo Pay+ and Allo Prime?',
        },
        answer: {
          id: 'Allo Pay adalah uang elektronik tanpa registrasi dengan saldo maksimal Rp2.000.000. Allo Pay+ adalah uang elektronik terdaftar dengan saldo maksimal Rp10.000.000 dan dana masuk maksimal Rp20.000.000 per bulan. Allo Prime adalah rekening tabungan tanpa batas dana masuk, dengan bunga 5% per tahun.',
          en: 'Allo Pay is unregistered e-money with a balance of up to Rp2.000.000. Allo Pay+ is registered e-money with a balance of up to Rp10.000.000 and incoming funds of up to Rp20.000.000 a month. Allo Prime is a savings account with no limit on incoming funds, paying 5% interest a year.',
        },
      },
    ],
  },
  {
    categoryId: 'poin-kupon',
    name: { id: 'Poin, Kupon & Promo', en: 'Points, Coupons & Deals' },
    entries: [
      {
        faqId: 'FAQ-L01',
        question: { id: 'Berapa lama poin berlaku?', en: 'How long are points valid?' },
        answer: {
          id: 'Poin berlaku 5 tahun sejak diperoleh.',
          en: 'Points are valid for 5 years from the day you earn them.',
        },
      },
      {
        faqId: 'FAQ-L02',
        question: {
          id: 'Bagaimana cara naik level keanggotaan?',
          en: 'How do I move up a membership level?',
        },
        answer: {
          id: 'Level ditentukan oleh poin yang terkumpul: Starter 0 sampai 1.999.999 poin, Advanced 2.000.000 sampai 4.999.999 poin, dan Premium mulai 5.000.000 poin.',
          en: 'Your level follows the points you collect: Starter 0 to 1,999,999 points, Advanced 2,000,000 to 4,999,999 points, and Premium from 5,000,000 points.',
        },
      },
      {
        faqId: 'FAQ-L03',
        question: {
          id: 'Mengapa promo tidak muncul di pencarian?',
          en: 'Why does a deal not show up in search?',
        },
        answer: {
          id: 'Pencarian hanya menampilkan promo yang sedang berlangsung. Periksa ejaan kata kunci atau coba nama brand-nya.',
          en: 'Search shows only running deals. Check the spelling of your keyword or try the brand name.',
        },
      },
    ],
  },
  {
    categoryId: 'keamanan',
    name: { id: 'Keamanan', en: 'Security' },
    entries: [
      {
        faqId: 'FAQ-S01',
        question: {
          id: 'Apakah bank pernah meminta kode OTP saya?',
          en: 'Will the bank ever ask for my OTP code?',
        },
        answer: {
          id: 'Tidak pernah. Jangan bagikan kode OTP, PIN 6 digit atau kata sandimu kepada siapa pun, termasuk yang mengaku petugas bank.',
          en: 'Never. Do not share your OTP code, 6-digit PIN or password with anyone, including people claiming to be bank staff.',
        },
      },
      {
        faqId: 'FAQ-S02',
        question: {
          id: 'Mengapa verifikasi saya terkunci?',
          en: 'Why is my verification locked?',
        },
        answer: {
          id: 'Percobaan OTP, foto e-KTP, deteksi wajah dan video banking dibatasi setiap hari. Kunci terbuka otomatis pada pukul 00.00 WIB.',
          en: 'Attempts at OTP, e-KTP photo, face detection and video banking are limited each day. The lock opens automatically at 00:00 WIB.',
        },
      },
      {
        faqId: 'FAQ-S03',
        question: { id: 'PIN seperti apa yang aman?', en: 'What makes a safe PIN?' },
        answer: {
          id: 'PIN terdiri dari 6 digit. Hindari PIN yang lemah seperti angka yang sama semua (111111) atau berurutan (123456).',
          en: 'A PIN has 6 digits. Avoid weak PINs such as all the same digit (111111) or a sequence (123456).',
        },
      },
    ],
  },
];

export const FAQ_CATEGORY_IDS: readonly string[] = FAQ.map((section) => section.categoryId);

function itemsOf(section: FaqSection, lang: Lang): FaqItem[] {
  return section.entries.map((entry) => ({
    faqId: entry.faqId,
    categoryId: section.categoryId,
    categoryName: section.name[lang],
    question: entry.question[lang],
    answer: entry.answer[lang],
  }));
}

export function faqList(lang: Lang): FaqCategory[] {
  return FAQ.map((section) => ({
    categoryId: section.categoryId,
    name: section.name[lang],
    items: itemsOf(section, lang),
  }));
}

/** Questions holding every word of the keyword (question or answer, any case), in the caller's language. */
export function searchFaq(keyword: string, categoryId: string | undefined, lang: Lang): FaqItem[] {
  const words = keyword.toLowerCase().split(/\s+/).filter(Boolean);
  return FAQ.filter((section) => !categoryId || section.categoryId === categoryId)
    .flatMap((section) => itemsOf(section, lang))
    .filter((item) => {
      const text = `${item.question} ${item.answer}`.toLowerCase();
      return words.every((word) => text.includes(word));
    });
}
