/**
 * The terms documents the bank serves (get/tnc_content) and whose PDF templates it names
 * (query/cdn_tpl_url). Reference content, the same for every session: readable Indonesian HTML with
 * several sections, so the terms screen must be scrolled to the bottom; no scripts, no external links.
 * The numbers are those of spec section 9.
 */
export interface AgreedDocument {
  tncName: string;
  version: string;
  title: string;
  /** Relative URL of the PDF template (served by the app, not by the bank). */
  pdfUrl: string;
  content: string;
}

const section = (title: string, ...paragraphs: string[]) =>
  `<h3>${title}</h3>\n` + paragraphs.map((p) => (p.startsWith('<') ? p : `<p>${p}</p>`)).join('\n');

const list = (...items: string[]) => `<ol>${items.map((item) => `<li>${item}</li>`).join('')}</ol>`;

const PRIME_AND_PAYLATER = [
  '<h2>Syarat dan Ketentuan Allo Prime dan Pay Later</h2>',
  '<p><em>Berlaku sejak 1 Oktober 2026.</em> Harap baca seluruh Syarat dan Ketentuan ini sampai selesai sebelum menyetujuinya.</p>',
  section(
    '1. Definisi',
    list(
      '<strong>Bank</strong> adalah bank penerbit rekening Allo Prime dan fasilitas Pay Later yang berizin dan diawasi oleh Otoritas Jasa Keuangan.',
      '<strong>Nasabah</strong> adalah perorangan Warga Negara Indonesia yang telah terdaftar dan disetujui oleh Bank untuk menggunakan layanan.',
      '<strong>Pay Later</strong> adalah fasilitas kredit tanpa agunan yang dapat digunakan untuk transaksi belanja dan Instant Cash.',
      '<strong>Limit Kredit</strong> adalah batas maksimum fasilitas Pay Later yang disetujui oleh Bank.',
      '<strong>Tagihan</strong> adalah jumlah yang wajib dibayar Nasabah pada setiap Tanggal Jatuh Tempo.',
    ),
  ),
  section(
    '2. Ketentuan Umum',
    'Layanan ini hanya dapat digunakan oleh Warga Negara Indonesia berusia 21 sampai 55 tahun yang merupakan wajib pajak hanya di Indonesia. Setiap nomor telepon hanya dapat mendaftar Pay Later satu kali, dan setiap nomor telepon, NIK dan perangkat hanya dapat membuka rekening Allo Prime satu kali.',
    'Nasabah wajib memberikan data yang benar, lengkap dan terbaru. Bank berhak menolak permohonan atau memblokir layanan apabila data yang diberikan tidak benar.',
  ),
  section(
    '3. Limit Kredit',
    'Limit Kredit Pay Later berkisar antara Rp500.000 sampai Rp100.000.000 dan ditetapkan oleh Bank berdasarkan hasil penilaian kelayakan kredit. Bank berhak meninjau, menaikkan, menurunkan atau membekukan Limit Kredit sewaktu-waktu dengan pemberitahuan kepada Nasabah.',
    'Untuk Limit Kredit di atas Rp50.000.000, Nasabah wajib memiliki Nomor Pokok Wajib Pajak (NPWP). Apabila permohonan ditolak, Nasabah dapat mengajukan kembali setelah 3 (tiga) bulan.',
  ),
  section(
    '4. Tenor, Bunga dan Biaya',
    'Transaksi Pay Later dapat dicicil dengan tenor 1, 3, 6 atau 12 bulan, sesuai pilihan yang tersedia pada saat transaksi. Suku bunga paling tinggi 7%, sesuai tenor dan tingkat Limit Kredit. Biaya administrasi di muka dan biaya administrasi bulanan ditampilkan sebelum Nasabah mengonfirmasi transaksi.',
    'Pelunasan lebih awal dikenakan biaya sebesar 10% dari pokok cicilan yang dilunasi. Pelunasan lebih awal tidak tersedia pada periode cicilan terakhir dan pada hari yang sama dengan tanggal transaksi.',
  ),
  section(
    '5. Tagihan dan Pembayaran',
    'Tagihan diterbitkan setiap bulan pada Tanggal Cetak Tagihan dan wajib dibayar paling lambat pada Tanggal Jatuh Tempo. Tanggal tagihan dan tanggal jatuh tempo bersifat tetap setiap bulan.',
    'Pembayaran dapat dilakukan melalui saldo rekening, transfer ke nomor virtual account, atau pembayaran otomatis. Pembayaran otomatis tidak dapat dinonaktifkan selama masih terdapat Tagihan.',
  ),
  section(
    '6. Keterlambatan Pembayaran',
    'Apabila Tagihan tidak dibayar sampai Tanggal Jatuh Tempo, Nasabah dikenakan denda keterlambatan sebesar jumlah tagihan dikali tarif biaya administrasi dikali jumlah hari keterlambatan, dihitung sejak satu hari setelah Tanggal Cetak Tagihan.',
    'Selama terdapat Tagihan yang terlambat, fasilitas Pay Later dan Instant Cash tidak dapat digunakan. Untuk keterlambatan lebih dari 90 hari, Bank berhak mengalihkan hak tagih kepada pihak ketiga sesuai ketentuan yang berlaku.',
  ),
  section(
    '7. Rekening Allo Prime',
    'Rekening Allo Prime adalah rekening tabungan dalam mata uang Rupiah dengan bunga 5% per tahun yang dihitung dari saldo harian. Bunga deposito dihitung berdasarkan 365 hari dan dibayarkan setelah dipotong pajak.',
    'Simpanan Nasabah dijamin oleh Lembaga Penjamin Simpanan sampai batas maksimum penjaminan yang berlaku.',
  ),
  section(
    '8. Pernyataan Status Pajak',
    'Dengan menyetujui Syarat dan Ketentuan ini, Nasabah menyatakan bukan warga negara atau wajib pajak Amerika Serikat maupun negara-negara Eropa, dan bersedia memberikan informasi tambahan apabila diminta oleh Bank untuk keperluan pelaporan perpajakan internasional.',
  ),
  section(
    '9. Keamanan Akun',
    'Nasabah wajib menjaga kerahasiaan PIN 6 digit, kata sandi minimal 8 karakter dan kode OTP. Bank tidak pernah meminta PIN, kata sandi atau kode OTP melalui telepon, pesan maupun surel.',
    'Percobaan verifikasi yang gagal (OTP, foto e-KTP, deteksi wajah dan video banking) dibatasi setiap hari dan dibuka kembali secara otomatis pada pukul 00.00 WIB.',
  ),
  section(
    '10. Pemblokiran dan Penutupan',
    'Bank dapat memblokir sementara atau menonaktifkan akun atas permintaan Nasabah, perintah instansi yang berwenang, laporan kehilangan atau peretasan ponsel, data yang tidak benar, transaksi yang mencurigakan, pelanggaran Syarat dan Ketentuan, laporan pihak ketiga, atau hasil penilaian Bank.',
    'Penutupan rekening hanya dapat dilakukan apabila saldo nol, seluruh Tagihan Pay Later telah lunas, dan seluruh aplikasi pihak ketiga telah diputus tautannya.',
  ),
  section(
    '11. Pengaduan',
    'Pengaduan dapat disampaikan melalui layanan pelanggan 24/7. Pengaduan lisan diselesaikan dalam 5 hari kerja. Pengaduan tertulis ditanggapi paling lambat 20 hari kerja sejak dokumen diterima lengkap, dan permintaan dokumen dipenuhi dalam 20 hari kerja.',
  ),
  section(
    '12. Perubahan Syarat dan Ketentuan',
    'Bank dapat mengubah Syarat dan Ketentuan ini dengan pemberitahuan paling lambat 30 hari kerja sebelum perubahan berlaku. Apabila Nasabah tidak menyetujui perubahan, Nasabah dapat mengakhiri layanan setelah menyelesaikan seluruh kewajibannya.',
    'Syarat dan Ketentuan ini tunduk pada hukum Negara Republik Indonesia.',
  ),
].join('\n');

const INSTANT_CASH = [
  '<h2>Syarat dan Ketentuan Instant Cash</h2>',
  section(
    '1. Layanan Instant Cash',
    'Instant Cash adalah penarikan dana tunai dari Limit Kredit Pay Later ke rekening Nasabah. Layanan ini hanya tersedia di aplikasi Bank dan dapat digunakan satu kali setiap bulan.',
  ),
  section(
    '2. Jumlah dan Pencairan',
    'Jumlah penarikan harus lebih besar dari jumlah pinjaman minimum yang berlaku dan tidak melebihi limit tunai yang tersedia. Dana diterima di rekening Nasabah dalam waktu sekitar 3 detik setelah permohonan disetujui.',
  ),
  section(
    '3. Cicilan dan Biaya',
    'Instant Cash dicicil sesuai tenor yang dipilih. Biaya administrasi di muka, bunga dan jadwal cicilan ditampilkan sebelum Nasabah mengonfirmasi penarikan.',
  ),
  section(
    '4. Pembatasan',
    'Instant Cash tidak tersedia selama terdapat Tagihan yang terlambat, apabila limit tunai di bawah jumlah pinjaman minimum, atau apabila akun dibekukan, dikunci atau terindikasi risiko keamanan.',
  ),
].join('\n');

const PRIVACY_POLICY = [
  '<h2>Persetujuan Penggunaan Data Pribadi</h2>',
  section(
    '1. Data yang Dikumpulkan',
    'Bank mengumpulkan data identitas (nama, NIK, tempat dan tanggal lahir), data kontak, data pekerjaan dan penghasilan, foto e-KTP, foto wajah, rekaman video banking, serta data perangkat yang Nasabah berikan selama pendaftaran dan penggunaan layanan.',
  ),
  section(
    '2. Tujuan Penggunaan',
    list(
      'Verifikasi identitas dan pencegahan penipuan.',
      'Penilaian kelayakan kredit, termasuk pemeriksaan riwayat kredit.',
      'Pemenuhan kewajiban hukum dan pelaporan kepada otoritas yang berwenang.',
      'Penawaran produk dan promosi, apabila Nasabah memberikan persetujuan pemasaran.',
    ),
  ),
  section(
    '3. Penyimpanan dan Keamanan',
    'Data disimpan dengan pengamanan yang wajar sesuai peraturan perundang-undangan dan hanya selama diperlukan untuk tujuan di atas atau sebagaimana diwajibkan oleh hukum.',
  ),
  section(
    '4. Hak Nasabah',
    'Nasabah berhak mengakses, memperbarui dan meminta penghapusan data pribadi sesuai ketentuan yang berlaku, serta menarik persetujuan pemasaran kapan saja melalui layanan pelanggan.',
  ),
].join('\n');

export const AGREED_DOCUMENTS: readonly AgreedDocument[] = [
  {
    tncName: 'PRIME_AND_PAYLATER',
    version: '2026.10',
    title: 'Syarat dan Ketentuan Allo Prime dan Pay Later',
    pdfUrl: '/docs/tnc/prime-and-paylater.pdf',
    content: PRIME_AND_PAYLATER,
  },
  {
    tncName: 'INSTANT_CASH',
    version: '2026.10',
    title: 'Syarat dan Ketentuan Instant Cash',
    pdfUrl: '/docs/tnc/instant-cash.pdf',
    content: INSTANT_CASH,
  },
  {
    tncName: 'PRIVACY_POLICY',
    version: '2026.10',
    title: 'Persetujuan Penggunaan Data Pribadi',
    pdfUrl: '/docs/tnc/privacy-policy.pdf',
    content: PRIVACY_POLICY,
  },
];

/** The terms the Pay Later application must have agreed. */
export const PAYLATER_TERMS = 'PRIME_AND_PAYLATER';

export function termsByName(name: string): AgreedDocument | undefined {
  return AGREED_DOCUMENTS.find((doc) => doc.tncName === name);
}
