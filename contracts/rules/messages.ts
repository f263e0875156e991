/**
 * Texts of the validation rules of spec section 5, in both languages. Rules carry the key as their Zod
 * message; the form shows the text and the bank answers it in `ret_data.issues`.
 */
export const RULE_MESSAGES = {
  required: { id: 'Informasi ini wajib diisi', en: 'This information is required' },
  allRequired: { id: 'Semua kolom wajib diisi', en: 'All fields are required' },
  nik: { id: 'Silakan masukkan 16 digit Nomor e-KTP.', en: 'Please enter the 16-digit e-KTP number.' },
  postalCode: { id: 'Kode pos harus 5 digit.', en: 'The postal code must be 5 digits.' },
  npwp: { id: 'NPWP harus 15 digit.', en: 'The tax number (NPWP) must be 15 digits.' },
  npwpRequired: {
    id: 'NPWP wajib diisi untuk limit kredit di atas Rp50.000.000.',
    en: 'A tax number (NPWP) is required for a credit limit above Rp50.000.000.',
  },
  mobile: {
    id: 'Nomor HP harus diawali angka 8 dan terdiri dari 9 sampai 12 digit.',
    en: 'The mobile number must start with 8 and have 9 to 12 digits.',
  },
  mobileOwn: {
    id: 'Nomor ini tidak boleh nomor HP kamu sendiri.',
    en: 'This cannot be your own mobile number.',
  },
  nameAlphabet: { id: 'Nama harus terdiri dari alfabet saja.', en: 'The name must contain letters only.' },
  nameLength: {
    id: 'Nama harus terdiri dari 2 sampai 256 karakter.',
    en: 'The name must be 2 to 256 characters.',
  },
  birthPlace: {
    id: "Tempat lahir hanya boleh berisi huruf dan tanda baca . , - ' ` ‘",
    en: "The birthplace may contain only letters and . , - ' ` ‘",
  },
  ktpName: {
    id: "Nama hanya boleh berisi huruf, spasi dan tanda baca . , - ' ` ‘",
    en: "The name may contain only letters, spaces and . , - ' ` ‘",
  },
  motherName: {
    id: "Nama ibu kandung hanya boleh berisi huruf dan tanda baca . , - ' `, maksimal 100 karakter.",
    en: "The mother's maiden name may contain only letters and . , - ' `, up to 100 characters.",
  },
  motherNameRelation: {
    id: 'Tulis nama ibu kandung sesuai Kartu Keluarga, tanpa sapaan seperti Ibu atau Mama.',
    en: "Write the mother's maiden name as on the family card, without words like Ibu or Mama.",
  },
  motherNameInvalid: {
    id: 'Nama ibu kandung tidak valid.',
    en: "The mother's maiden name is not valid.",
  },
  rtRw: { id: 'RT dan RW masing-masing 1 sampai 3 digit angka.', en: 'RT and RW are 1 to 3 digits each.' },
  rtRwPair: {
    id: 'Tulis RT/RW dengan angka, contoh 001/002.',
    en: 'Write RT/RW in digits, for example 001/002.',
  },
  option: { id: 'Pilih salah satu dari daftar.', en: 'Choose one from the list.' },
  onlyOne: { id: 'Isi salah satu saja, bukan keduanya.', en: 'Fill in one of them, not both.' },
  companyText: {
    id: "Hanya boleh berisi huruf, angka, spasi dan . · & ' ( ), maksimal 256 karakter.",
    en: "Only letters, digits, spaces and . · & ' ( ) are allowed, up to 256 characters.",
  },
  email: { id: 'Format email tidak valid.', en: 'The email format is not valid.' },
  emailMismatch: { id: 'Email tidak sama.', en: 'The emails do not match.' },
  dateOfBirth: { id: 'Tanggal lahir tidak valid.', en: 'The date of birth is not valid.' },
  pinFormat: { id: 'PIN harus 6 digit angka.', en: 'The PIN must be 6 digits.' },
  pinWeak: { id: 'Hindari penggunaan PIN yang lemah', en: 'Avoid using a weak PIN' },
  pinMismatch: { id: 'Inconsistent password input', en: 'Inconsistent password input' },
  passwordRules: {
    id: 'Kata sandi minimal 8 karakter dengan huruf kecil, huruf besar, angka dan simbol.',
    en: 'The password needs at least 8 characters with a lowercase letter, an uppercase letter, a digit and a symbol.',
  },
  passwordSameAsOld: {
    id: 'Kata sandi baru harus berbeda dari kata sandi lama.',
    en: 'The new password must differ from the old one.',
  },
  repayExceedsDue: {
    id: 'Masukkan tidak lebih dari nilai tagihan',
    en: 'Enter no more than the amount due',
  },
  topUpMinimum: { id: 'Minimal isi saldo Rp10.000', en: 'The minimum top-up is Rp10.000' },
  topUpAmountRequired: { id: 'Masukkan jumlah isi saldo', en: 'Enter the top-up amount' },
  cardNumber: {
    id: 'Nomor kartu harus 16 sampai 19 digit angka.',
    en: 'The card number must be 16 to 19 digits.',
  },
  cardNumberInvalid: {
    id: 'Nomor kartu tidak valid. Periksa kembali nomor di kartu kamu.',
    en: 'The card number is not valid. Check the number on your card.',
  },
  cardExpiryRequired: { id: 'Masa berlaku kartu wajib diisi', en: 'Card expiry is required' },
  cardExpiry: {
    id: 'Tulis masa berlaku dengan format BB/TT, contoh 08/28.',
    en: 'Write the expiry as MM/YY, for example 08/28.',
  },
  cvv: { id: 'CVV harus 3 digit angka.', en: 'The CVV must be 3 digits.' },
  amount: { id: 'Jumlah tidak valid.', en: 'The amount is not valid.' },
  searchKeyword: {
    id: 'Tulis 1 sampai 100 karakter untuk mencari.',
    en: 'Type 1 to 100 characters to search.',
  },
} as const;

export type RuleMessageKey = keyof typeof RULE_MESSAGES;
