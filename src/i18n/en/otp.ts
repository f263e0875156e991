import type { Resource } from '../resource';
import type id from '../id/otp';

export default {
  title: 'OTP verification',
  phone: '+62 {{phone}}',
  channels: {
    WHATSAPP: 'WhatsApp',
    SMS: 'SMS',
  },
  method: {
    heading: 'Choose how to receive your OTP',
    body: 'We will send a 6-digit OTP to your registered mobile number:',
    hint: {
      WHATSAPP: 'The code arrives as a WhatsApp chat',
      SMS: 'The code arrives as a text message',
    },
    safety: 'Never share your OTP with anyone, including people who say they are from the bank.',
    send: 'Send code',
  },
  verify: {
    heading: 'Enter the OTP',
    sentTo: 'We sent a 6-digit code by {{channel}} to <b>{{phone}}</b>.',
    checking: 'Checking your code...',
    sending: 'Sending the code...',
    codeLabel: '6-digit OTP',
    keyboard: 'Number pad',
    verifying: 'Verifying...',
    attemptsLeft: 'You have {{attempts}} attempts left.',
    attemptsLeftOne: 'You have 1 attempt left.',
    retryIn: 'Try again in {{minutes}} minutes.',
    notReceived: "Didn't get the code?",
    resend: 'Resend code',
    resendIn: 'Resend code in {{seconds}} s',
    switchTo: 'Send by {{channel}}',
    resent: 'A new code was sent by {{channel}}.',
  },
  failed: {
    limit: {
      title: 'OTP request limit reached',
      body: 'You have exceeded the limit. Please request a new OTP tomorrow.',
    },
    locked: {
      title: 'OTP verification locked',
      body: 'You entered a wrong code 5 times in 30 minutes. Please try again tomorrow.',
    },
    until: 'You can try again from {{time}}.',
    back: 'Back to Pay Later',
  },
} satisfies Resource<typeof id>;
