import type { LocalText } from './content-texts';

/**
 * The texts of the help centre's terms pages (content-terms.ts), in plain HTML: the facts of spec sections
 * 4, 6 and 9. The Pay Later and Instant Cash pages have only their English reading here; their Indonesian
 * text is the document the applicant agrees to (content-agreed-documents.ts).
 */

const section = (title: string, ...paragraphs: string[]) =>
  `<h3>${title}</h3>\n` + paragraphs.map((p) => (p.startsWith('<') ? p : `<p>${p}</p>`)).join('\n');

const list = (...items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;

const doc = (title: string, ...parts: string[]) => [`<h2>${title}</h2>`, ...parts].join('\n');

/** The paragraphs every product's terms share: complaints, changes, law (spec section 9). */
const closing = {
  id: (n: number) => [
    section(
      `${n}. Pengaduan`,
      'Pengaduan dapat disampaikan melalui layanan pelanggan 24/7. Pengaduan lisan diselesaikan dalam 5 hari kerja. Pengaduan tertulis ditanggapi paling lambat 20 hari kerja sejak dokumen diterima lengkap, dan permintaan dokumen dipenuhi dalam 20 hari kerja.',
    ),
    section(
      `${n + 1}. Perubahan Syarat dan Ketentuan`,
      'Bank memberitahukan setiap perubahan paling lambat 30 hari kerja sebelum perubahan berlaku. Syarat dan Ketentuan ini tunduk pada hukum Negara Republik Indonesia.',
    ),
  ],
  en: (n: number) => [
    section(
      `${n}. Complaints`,
      'Complaints can be made through customer service, available 24/7. Oral complaints are settled within 5 working days. Written complaints are answered within 20 working days of receiving the complete documents, and document requests are met within 20 working days.',
    ),
    section(
      `${n + 1}. Changes to These Terms`,
      'The Bank gives notice of any change at least 30 working days before it takes effect. These Terms are governed by the laws of the Republic of Indonesia.',
    ),
  ],
};

const lifecycle = {
  id: section(
    '5. Pemblokiran dan Penutupan',
    'Status akun dapat berupa aktif, diblokir sementara, dinonaktifkan permanen, atau ditutup.',
    'Bank dapat memblokir akun atas permintaan Nasabah, perintah instansi yang berwenang, laporan kehilangan atau peretasan ponsel, data yang tidak benar, transaksi yang mencurigakan, pelanggaran Syarat dan Ketentuan, laporan pihak ketiga, atau hasil penilaian Bank. Bank wajib memblokir akun atas permintaan tertulis penegak hukum atau pejabat pajak.',
    'Akun dapat ditutup apabila saldo nol, tagihan Pay Later telah lunas, dan seluruh aplikasi pihak ketiga telah diputus tautannya. Bank berhak mengoreksi saldo yang timbul karena kesalahan.',
  ),
  en: section(
    '5. Blocking and Closing',
    'An account can be active, temporarily blocked, permanently deactivated, or closed.',
    'The Bank may block an account at the Customer’s request, by order of an authority, on a report of a lost or hacked phone, false data, suspicious transactions, a breach of these Terms, a third-party report, or the Bank’s own assessment. The Bank must block an account on the written request of law enforcement or tax officials.',
    'An account can be closed when its balance is zero, the Pay Later bill is settled, and every third-party app is unlinked. The Bank may correct a balance that arose by mistake.',
  ),
};

export const WALLET_TIERS: LocalText = {
  id: doc(
    'Syarat dan Ketentuan Tingkatan Akun Allo Pay, Allo Pay+ dan Allo Prime',
    '<p><em>Berlaku sejak 1 Oktober 2026.</em></p>',
    section(
      '1. Tingkatan Akun',
      list(
        '<strong>Allo Pay</strong>: uang elektronik tanpa registrasi (unregistered).',
        '<strong>Allo Pay+</strong>: uang elektronik terdaftar (registered), tingkatan menengah.',
        '<strong>Allo Prime</strong>: rekening tabungan, tingkatan tertinggi.',
      ),
    ),
    section(
      '2. Batas Saldo dan Dana Masuk',
      list(
        'Allo Pay: saldo paling banyak Rp2.000.000.',
        'Allo Pay+: saldo paling banyak Rp10.000.000 dan dana masuk paling banyak Rp20.000.000 per bulan.',
        'Allo Prime: tanpa batas dana masuk.',
      ),
      'Isi saldo paling sedikit Rp10.000 per transaksi.',
    ),
    section(
      '3. Peningkatan Tingkatan',
      'Peningkatan ke Allo Pay+ memerlukan verifikasi data diri. Peningkatan ke Allo Prime memerlukan verifikasi e-KTP, deteksi wajah dan, bila diminta, video banking. Setiap nomor telepon, NIK dan perangkat hanya dapat membuka rekening Allo Prime satu kali. Pemohon adalah Warga Negara Indonesia yang merupakan wajib pajak hanya di Indonesia.',
    ),
    section(
      '4. Keamanan',
      'Transaksi dilindungi PIN 6 digit dan kata sandi minimal 8 karakter. Bank tidak pernah meminta PIN, kata sandi atau kode OTP.',
    ),
    lifecycle.id,
    ...closing.id(6),
  ),
  en: doc(
    'Terms and Conditions of the Allo Pay, Allo Pay+ and Allo Prime Account Tiers',
    '<p><em>Effective from 1 October 2026.</em></p>',
    section(
      '1. Account Tiers',
      list(
        '<strong>Allo Pay</strong>: unregistered e-money.',
        '<strong>Allo Pay+</strong>: registered e-money, the middle tier.',
        '<strong>Allo Prime</strong>: a savings account, the highest tier.',
      ),
    ),
    section(
      '2. Balance and Incoming Limits',
      list(
        'Allo Pay: a balance of up to Rp2.000.000.',
        'Allo Pay+: a balance of up to Rp10.000.000 and incoming funds of up to Rp20.000.000 a month.',
        'Allo Prime: no limit on incoming funds.',
      ),
      'Each top-up is at least Rp10.000.',
    ),
    section(
      '3. Upgrading',
      'Upgrading to Allo Pay+ needs your personal data verified. Upgrading to Allo Prime needs e-KTP verification, face detection and, when asked, video banking. Each phone number, NIK and device can open an Allo Prime account once. Applicants are Indonesian citizens who are taxpayers only in Indonesia.',
    ),
    section(
      '4. Security',
      'Transactions are protected by a 6-digit PIN and a password of at least 8 characters. The Bank never asks for your PIN, password or OTP code.',
    ),
    lifecycle.en,
    ...closing.en(6),
  ),
};

export const LOYALTY: LocalText = {
  id: doc(
    'Syarat dan Ketentuan Program Loyalitas Allo',
    '<p><em>Berlaku sejak 1 Oktober 2026.</em></p>',
    section(
      '1. Poin',
      'Nasabah memperoleh poin dari transaksi yang memenuhi syarat. Poin berlaku 5 tahun sejak diperoleh dan tidak dapat diuangkan atau dipindahkan ke akun lain.',
    ),
    section(
      '2. Level Keanggotaan',
      list(
        'Starter: 0 sampai 1.999.999 poin.',
        'Advanced: 2.000.000 sampai 4.999.999 poin.',
        'Premium: mulai 5.000.000 poin.',
      ),
      'Setiap level memiliki manfaat yang ditampilkan di halaman Keanggotaan, beserta poin yang dibutuhkan untuk naik ke level berikutnya.',
    ),
    section(
      '3. Kupon dan Promo',
      'Kupon terikat pada akun yang sedang masuk dan hanya dapat digunakan sesuai syarat, masa berlaku dan merchant yang tertera. Kupon yang telah digunakan atau kedaluwarsa tidak dapat dikembalikan. Promo berlaku selama periode promo dan selama persediaan masih ada.',
    ),
    section(
      '4. Penyalahgunaan',
      'Bank berhak membatalkan poin, kupon atau manfaat yang diperoleh dengan cara yang tidak wajar, serta memblokir akun sesuai Syarat dan Ketentuan akun.',
    ),
    ...closing.id(5),
  ),
  en: doc(
    'Terms and Conditions of the Allo Loyalty Programme',
    '<p><em>Effective from 1 October 2026.</em></p>',
    section(
      '1. Points',
      'Customers earn points on qualifying transactions. Points are valid for 5 years from the day they are earned and cannot be cashed out or moved to another account.',
    ),
    section(
      '2. Membership Levels',
      list(
        'Starter: 0 to 1,999,999 points.',
        'Advanced: 2,000,000 to 4,999,999 points.',
        'Premium: from 5,000,000 points.',
      ),
      'The benefits of each level are shown on the Membership page, with the points needed to reach the next level.',
    ),
    section(
      '3. Coupons and Deals',
      'Coupons are tied to the logged-in account and can be used only under their stated conditions, validity and merchants. Used or expired coupons cannot be restored. Deals run for their promotion period and while stocks last.',
    ),
    section(
      '4. Misuse',
      'The Bank may cancel points, coupons or benefits obtained unfairly, and block the account under the account terms.',
    ),
    ...closing.en(5),
  ),
};

export const PRIME_SAVINGS: LocalText = {
  id: doc(
    'Syarat dan Ketentuan Tabungan Allo Prime',
    '<p><em>Berlaku sejak 1 Oktober 2026.</em></p>',
    section(
      '1. Pembukaan Rekening',
      'Tabungan Allo Prime dapat dibuka oleh Warga Negara Indonesia yang merupakan wajib pajak hanya di Indonesia. Setiap nomor telepon, NIK dan perangkat hanya dapat membuka tabungan Allo Prime satu kali.',
    ),
    section(
      '2. Bunga',
      'Tabungan dalam mata uang Rupiah dengan bunga 5% per tahun, dihitung dari saldo harian dan dibayarkan setelah dipotong pajak sesuai ketentuan yang berlaku.',
    ),
    section('3. Dana Masuk', 'Tabungan Allo Prime tidak memiliki batas dana masuk bulanan.'),
    section(
      '4. Penjaminan Simpanan',
      'Simpanan dijamin oleh Lembaga Penjamin Simpanan sampai batas maksimum penjaminan yang berlaku.',
    ),
    lifecycle.id,
    ...closing.id(6),
  ),
  en: doc(
    'Terms and Conditions of Allo Prime Savings',
    '<p><em>Effective from 1 October 2026.</em></p>',
    section(
      '1. Opening an Account',
      'Allo Prime savings can be opened by Indonesian citizens who are taxpayers only in Indonesia. Each phone number, NIK and device can open Allo Prime savings once.',
    ),
    section(
      '2. Interest',
      'Savings in Rupiah earn 5% interest a year, worked out on the daily balance and paid net of tax as the rules require.',
    ),
    section('3. Incoming Funds', 'Allo Prime savings have no monthly limit on incoming funds.'),
    section(
      '4. Deposit Insurance',
      'Savings are insured by the Indonesia Deposit Insurance Corporation (LPS) up to its maximum cover.',
    ),
    lifecycle.en,
    ...closing.en(6),
  ),
};

export const TIME_DEPOSIT: LocalText = {
  id: doc(
    'Syarat dan Ketentuan Deposito Allo Prime',
    '<p><em>Berlaku sejak 1 Oktober 2026.</em></p>',
    section(
      '1. Pembukaan Deposito',
      'Deposito dibuka dari rekening tabungan Allo Prime dan hanya dalam mata uang Rupiah.',
    ),
    section(
      '2. Bunga',
      'Bunga deposito dihitung berdasarkan 365 hari dalam setahun dan dibayarkan setelah dipotong pajak. Selama periode promo, bunga dapat mencapai 6,5% + 1% per tahun sesuai tenor yang dipilih.',
    ),
    section(
      '3. Jatuh Tempo dan Pencairan',
      'Deposito hanya dapat dicairkan pada tanggal jatuh tempo. Apabila jatuh tempo pada hari libur, dana dibayarkan pada hari kerja berikutnya. Deposito yang tidak diperpanjang setelah jatuh tempo tidak lagi mendapat bunga deposito.',
    ),
    section(
      '4. Perpanjangan Otomatis (Roll-over)',
      'Pengaturan perpanjangan dapat diubah mulai satu hari kerja setelah pembukaan sampai satu hari kerja sebelum jatuh tempo, paling banyak sesuai jumlah perubahan per tenor yang ditampilkan di aplikasi.',
    ),
    section(
      '5. Penjaminan Simpanan',
      'Deposito dijamin oleh Lembaga Penjamin Simpanan sampai batas maksimum penjaminan yang berlaku.',
    ),
    ...closing.id(6),
  ),
  en: doc(
    'Terms and Conditions of the Allo Prime Time Deposit',
    '<p><em>Effective from 1 October 2026.</em></p>',
    section(
      '1. Opening a Deposit',
      'A time deposit is opened from an Allo Prime savings account, in Rupiah only.',
    ),
    section(
      '2. Interest',
      'Deposit interest is worked out on a 365-day year and paid net of tax. During a promotion, interest can reach 6.5% + 1% a year depending on the tenor chosen.',
    ),
    section(
      '3. Maturity and Withdrawal',
      'A deposit can be withdrawn only at maturity. When maturity falls on a holiday, the money is paid on the next working day. A deposit not extended after maturity earns no further deposit interest.',
    ),
    section(
      '4. Automatic Roll-over',
      'The roll-over setting can be changed from one working day after opening until one working day before maturity, up to the number of changes per tenor shown in the app.',
    ),
    section(
      '5. Deposit Insurance',
      'Deposits are insured by the Indonesia Deposit Insurance Corporation (LPS) up to its maximum cover.',
    ),
    ...closing.en(6),
  ),
};

export const PAYLATER_EN = doc(
  'Terms and Conditions of Allo Prime and Pay Later',
  '<p><em>Effective from 1 October 2026.</em> Please read these Terms to the end before you agree to them.</p>',
  section(
    '1. Definitions',
    '<ol><li><strong>Bank</strong> is the bank that issues the Allo Prime account and the Pay Later facility, licensed and supervised by the Financial Services Authority (OJK).</li><li><strong>Customer</strong> is an individual Indonesian citizen registered and approved by the Bank to use the service.</li><li><strong>Pay Later</strong> is an unsecured credit facility for purchases and Instant Cash.</li><li><strong>Credit Limit</strong> is the maximum Pay Later amount the Bank approves.</li><li><strong>Bill</strong> is the amount the Customer must pay on each Due Date.</li></ol>',
  ),
  section(
    '2. General',
    'The service is for Indonesian citizens aged 21 to 55 who are taxpayers only in Indonesia. Each phone number can register for Pay Later once, and each phone number, NIK and device can open an Allo Prime account once.',
    'The Customer must give true, complete and current data. The Bank may reject an application or block the service when the data is not true.',
  ),
  section(
    '3. Credit Limit',
    'The Pay Later Credit Limit ranges from Rp500.000 to Rp100.000.000 and is set by the Bank from its credit assessment. The Bank may review, raise, lower or freeze the Credit Limit at any time with notice to the Customer.',
    'A Credit Limit above Rp50.000.000 needs a tax number (NPWP). A rejected applicant may apply again after 3 (three) months.',
  ),
  section(
    '4. Tenors, Interest and Fees',
    'Pay Later transactions can be paid in 1, 3, 6 or 12 monthly instalments, as offered at the time of the transaction. Interest is at most 7%, by tenor and Credit Limit level. Upfront and monthly admin fees are shown before the Customer confirms.',
    'Early repayment costs 10% of the instalment principal repaid. Early repayment is not available in the last instalment period or on the day of the transaction.',
  ),
  section(
    '5. Bills and Payment',
    'A Bill is issued every month on the Statement Date and must be paid by the Due Date at the latest. Statement and due dates are fixed each month.',
    'Payment can be made from the account balance, by transfer to a virtual account number, or by automatic payment. Automatic payment cannot be turned off while a Bill is outstanding.',
  ),
  section(
    '6. Late Payment',
    'When a Bill is not paid by the Due Date, the Customer pays a late fee of the amount due times the admin fee rate times the days overdue, counted from the day after the Statement Date.',
    'While a Bill is overdue, Pay Later and Instant Cash cannot be used. For payments more than 90 days late, the Bank may transfer its right to collect to a third party as the rules allow.',
  ),
  section(
    '7. Allo Prime Account',
    'The Allo Prime account is a Rupiah savings account paying 5% a year on the daily balance. Deposit interest is worked out on 365 days and paid net of tax.',
    'Savings are insured by the Indonesia Deposit Insurance Corporation (LPS) up to its maximum cover.',
  ),
  section(
    '8. Tax Status Declaration',
    'By agreeing to these Terms, the Customer declares they are not a citizen or taxpayer of the United States or of a European country, and will give further information when the Bank asks for international tax reporting.',
  ),
  section(
    '9. Account Security',
    'The Customer keeps their 6-digit PIN, password of at least 8 characters and OTP codes secret. The Bank never asks for a PIN, password or OTP code by phone, message or email.',
    'Failed verification attempts (OTP, e-KTP photo, face detection and video banking) are limited each day and open again automatically at 00:00 WIB.',
  ),
  section(
    '10. Blocking and Closing',
    'The Bank may temporarily block or deactivate an account at the Customer’s request, by order of an authority, on a report of a lost or hacked phone, false data, suspicious transactions, a breach of these Terms, a third-party report, or the Bank’s assessment.',
    'An account can be closed only when its balance is zero, every Pay Later Bill is settled, and every third-party app is unlinked.',
  ),
  ...closing.en(11),
);

export const INSTANT_CASH_EN = doc(
  'Terms and Conditions of Instant Cash',
  section(
    '1. The Instant Cash Service',
    'Instant Cash is a cash withdrawal from the Pay Later Credit Limit into the Customer’s account. It is available only in the Bank app and can be used once a month.',
  ),
  section(
    '2. Amount and Disbursement',
    'The amount must be more than the minimum loan amount and no more than the available cash limit. The money reaches the Customer’s account about 3 seconds after approval.',
  ),
  section(
    '3. Instalments and Fees',
    'Instant Cash is repaid over the tenor chosen. The upfront admin fee, interest and instalment schedule are shown before the Customer confirms.',
  ),
  section(
    '4. Restrictions',
    'Instant Cash is not available while a Bill is overdue, when the cash limit is below the minimum loan amount, or when the account is frozen, locked or flagged as a security risk.',
  ),
);
