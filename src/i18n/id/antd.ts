import type { Locale } from 'antd-mobile/es/locales/base';

const typeTemplate = '${label} bukan ${type} yang valid';

/**
 * antd-mobile's own words in Indonesian: the kit's id-ID is partial and machine-worded, and anything it
 * leaves out falls back to Chinese (the backdrop's "背景蒙层" reached screen readers). `${...}` are the
 * kit's placeholders, not i18next's.
 */
const kit: Locale = {
  locale: 'id-ID',
  common: { confirm: 'Konfirmasi', cancel: 'Batal', loading: 'Memuat...', close: 'Tutup' },
  Calendar: {
    title: 'Pilih tanggal',
    confirm: 'Konfirmasi',
    start: 'Mulai',
    end: 'Selesai',
    startAndEnd: 'Mulai/Selesai',
    today: 'Hari ini',
    markItems: ['Sen', 'Sel', 'Rab', 'Kam', 'Jum', 'Sab', 'Min'],
    yearAndMonth: '${month}/${year}',
  },
  Cascader: { placeholder: 'Pilih' },
  Dialog: { ok: 'OK' },
  DatePicker: { tillNow: 'Sampai sekarang' },
  ErrorBlock: {
    default: { title: 'Terjadi kesalahan', description: 'Silakan coba lagi nanti' },
    busy: { title: 'Server sedang sibuk', description: 'Silakan muat ulang halaman' },
    disconnected: { title: 'Jaringan bermasalah', description: 'Periksa koneksi lalu coba lagi' },
    empty: { title: 'Tidak ada hasil', description: 'Coba cari yang lain' },
  },
  Form: {
    required: 'Wajib',
    optional: 'Opsional',
    defaultValidateMessages: {
      default: '${label} tidak valid',
      required: 'Masukkan ${label}',
      enum: '${label} harus salah satu dari [${enum}]',
      whitespace: '${label} tidak boleh kosong',
      date: {
        format: 'Format tanggal ${label} tidak valid',
        parse: '${label} bukan tanggal',
        invalid: '${label} bukan tanggal yang valid',
      },
      types: {
        string: typeTemplate,
        method: typeTemplate,
        array: typeTemplate,
        object: typeTemplate,
        number: typeTemplate,
        date: typeTemplate,
        boolean: typeTemplate,
        integer: typeTemplate,
        float: typeTemplate,
        regexp: typeTemplate,
        email: typeTemplate,
        url: typeTemplate,
        hex: typeTemplate,
      },
      string: {
        len: '${label} harus ${len} karakter',
        min: '${label} minimal ${min} karakter',
        max: '${label} maksimal ${max} karakter',
        range: '${label} harus ${min}-${max} karakter',
      },
      number: {
        len: '${label} harus sama dengan ${len}',
        min: '${label} minimal ${min}',
        max: '${label} maksimal ${max}',
        range: '${label} harus antara ${min}-${max}',
      },
      array: {
        len: 'Harus ${len} ${label}',
        min: 'Minimal ${min} ${label}',
        max: 'Maksimal ${max} ${label}',
        range: 'Jumlah ${label} harus antara ${min}-${max}',
      },
      pattern: { mismatch: '${label} tidak sesuai pola ${pattern}' },
    },
  },
  ImageUploader: { uploading: 'Mengunggah...', upload: 'Unggah' },
  InfiniteScroll: { noMore: 'Semua sudah ditampilkan', failedToLoad: 'Gagal memuat', retry: 'Coba lagi' },
  Input: { clear: 'Hapus isian' },
  Mask: { name: 'Tutup' },
  Modal: { ok: 'OK' },
  NumberKeyboard: { backspace: 'Hapus' },
  PasscodeInput: { name: 'Kotak kode' },
  PullToRefresh: {
    pulling: 'Tarik ke bawah untuk memuat ulang',
    canRelease: 'Lepaskan untuk memuat ulang',
    complete: 'Sudah diperbarui',
  },
  SearchBar: { name: 'Kolom pencarian' },
  Slider: { name: 'Penggeser' },
  Stepper: { decrease: 'Kurangi', increase: 'Tambah' },
  Switch: { name: 'Sakelar' },
  Selector: { name: 'Pilihan' },
};

export default kit;
