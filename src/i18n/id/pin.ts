export default {
  title: 'PIN',
  titles: {
    pinSet: 'Buat PIN',
    pinChange: 'Ubah PIN',
    pinForgot: 'Lupa PIN',
    passwordSet: 'Buat kata sandi',
    passwordChange: 'Ubah kata sandi',
    passwordForgot: 'Lupa kata sandi',
  },
  pin: {
    boxes: 'Kotak PIN 6 digit',
    steps: {
      old: {
        title: 'Masukkan PIN lama',
        body: 'Masukkan PIN kamu saat ini untuk melanjutkan.',
      },
      new: {
        title: 'Buat PIN baru',
        body: 'Gunakan 6 digit angka. Hindari angka yang sama atau berurutan, seperti 111111 atau 123456.',
      },
      confirm: {
        title: 'Konfirmasi PIN baru',
        body: 'Masukkan PIN baru kamu sekali lagi.',
      },
    },
    progress: 'Langkah {{step}} dari {{total}}',
    attemptsLeft: 'Sisa kesempatan hari ini: {{left}}',
    checking: 'Memeriksa PIN...',
    saving: 'Menyimpan PIN...',
    restart: 'Ulangi dari awal',
    privacy: 'PIN tidak disimpan di perangkat ini dan dikirim dalam bentuk terenkripsi.',
  },
  password: {
    intro: {
      set: 'Buat kata sandi untuk masuk ke akun kamu.',
      change: 'Masukkan kata sandi lama, lalu buat kata sandi baru.',
      forgot: 'Nomor HP kamu sudah terverifikasi. Buat kata sandi baru.',
    },
    old: 'Kata sandi lama',
    new: 'Kata sandi baru',
    confirm: 'Konfirmasi kata sandi baru',
    placeholder: {
      old: 'Masukkan kata sandi lama',
      new: 'Masukkan kata sandi baru',
      confirm: 'Masukkan lagi kata sandi baru',
    },
    show: 'Tampilkan kata sandi',
    hide: 'Sembunyikan kata sandi',
    rulesTitle: 'Kata sandi harus berisi:',
    rules: {
      length: 'Minimal 8 karakter',
      lower: 'Huruf kecil (a-z)',
      upper: 'Huruf besar (A-Z)',
      digit: 'Angka (0-9)',
      symbol: 'Simbol, misalnya @ # !',
    },
    ruleMet: 'terpenuhi',
    ruleUnmet: 'belum terpenuhi',
    submit: {
      set: 'Simpan kata sandi',
      change: 'Ubah kata sandi',
      forgot: 'Simpan kata sandi baru',
    },
  },
  forgot: {
    pin: {
      title: 'Lupa PIN?',
      body: 'Untuk membuat PIN baru, verifikasi dulu nomor HP kamu dengan kode OTP yang kami kirim.',
    },
    password: {
      title: 'Lupa kata sandi?',
      body: 'Untuk membuat kata sandi baru, verifikasi dulu nomor HP kamu dengan kode OTP yang kami kirim.',
    },
    verify: 'Verifikasi dengan OTP',
    verifyAgain: 'Verifikasi ulang',
  },
  done: {
    pinSet: {
      title: 'PIN berhasil dibuat',
      body: 'Gunakan PIN ini untuk mengonfirmasi transaksi. Jangan berikan PIN kepada siapa pun.',
    },
    pinChange: {
      title: 'PIN berhasil diubah',
      body: 'Mulai sekarang, gunakan PIN baru kamu untuk mengonfirmasi transaksi.',
    },
    pinForgot: {
      title: 'PIN baru berhasil dibuat',
      body: 'Mulai sekarang, gunakan PIN baru kamu untuk mengonfirmasi transaksi.',
    },
    passwordSet: {
      title: 'Kata sandi berhasil dibuat',
      body: 'Gunakan kata sandi ini untuk masuk ke akun kamu.',
    },
    passwordChange: {
      title: 'Kata sandi berhasil diubah',
      body: 'Mulai sekarang, gunakan kata sandi baru kamu untuk masuk.',
    },
    passwordForgot: {
      title: 'Kata sandi baru berhasil dibuat',
      body: 'Mulai sekarang, gunakan kata sandi baru kamu untuk masuk.',
    },
    action: 'Selesai',
  },
  dialog: {
    ok: 'OK',
  },
} as const;
