export default {
  title: 'Verifikasi OTP',
  phone: '+62 {{phone}}',
  channels: {
    WHATSAPP: 'WhatsApp',
    SMS: 'SMS',
  },
  method: {
    heading: 'Pilih cara menerima kode OTP',
    body: 'Kode OTP 6 digit akan dikirim ke nomor HP yang terdaftar:',
    hint: {
      WHATSAPP: 'Kode dikirim lewat chat WhatsApp',
      SMS: 'Kode dikirim lewat pesan SMS',
    },
    safety: 'Jangan berikan kode OTP kepada siapa pun, termasuk pihak yang mengaku dari bank.',
    send: 'Kirim kode',
  },
  verify: {
    heading: 'Masukkan kode OTP',
    sentTo: 'Kode 6 digit sudah dikirim lewat {{channel}} ke <b>{{phone}}</b>.',
    checking: 'Memeriksa kode OTP...',
    sending: 'Sedang mengirim kode...',
    codeLabel: 'Kode OTP 6 digit',
    keyboard: 'Papan angka',
    verifying: 'Sedang memverifikasi...',
    attemptsLeft: 'Sisa {{attempts}} kesempatan lagi.',
    attemptsLeftOne: 'Sisa 1 kesempatan lagi.',
    retryIn: 'Coba lagi dalam {{minutes}} menit.',
    notReceived: 'Belum menerima kode?',
    resend: 'Kirim ulang kode',
    resendIn: 'Kirim ulang kode dalam {{seconds}} detik',
    switchTo: 'Kirim lewat {{channel}}',
    resent: 'Kode baru sudah dikirim lewat {{channel}}.',
  },
  failed: {
    limit: {
      title: 'Batas permintaan OTP terlampaui',
      body: 'Batas permintaan kode OTP sudah terlampaui. Silakan minta kode OTP baru besok.',
    },
    locked: {
      title: 'Verifikasi OTP dikunci',
      body: 'Kamu sudah 5 kali salah memasukkan kode dalam 30 menit. Silakan coba lagi besok.',
    },
    until: 'Kamu bisa mencoba lagi mulai {{time}}.',
    back: 'Kembali ke Pay Later',
  },
} as const;
