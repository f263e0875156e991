export default {
  title: 'Verifikasi OTP',
} as const;
