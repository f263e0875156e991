import { defineScenario } from '../../define-scenario';

export default defineScenario({
  id: 'otp.wrong-code',
  title: "OTP: wrong code, 'Kode ini tidak sesuai.'",
  description:
    "Opening /otp/verify sends a WhatsApp code. Input: any 6 digits other than 123456, 000000 and 999999 (e.g. 111111): 'Kode ini tidak sesuai.' under the boxes.",
  tags: ['otp'],
  covers: ['otp.wrong-code'],
  path: '/otp/verify?usage=PAYLATER_APPLY&next=%2Floading&channel=WHATSAPP',
  hint: 'Type any other 6 digits, e.g. 111111 (000000 expired, 999999 system error).',
});
