import type { Resource } from '../resource';
import type id from '../id/register';

export default {
  title: 'Register',
  ok: 'OK',
  terms: {
    title: 'Terms & Conditions',
    heading: 'Documents to agree to',
    intro: 'Read the following Terms & Conditions to the end, then give your agreement.',
    region: 'Terms & Conditions text',
    scrollHint: 'Scroll to the end to be able to agree.',
    readDone: 'You have read to the end.',
    agreeTitle: 'Agreement',
    readAgree: 'I have read and agree to the Terms & Conditions',
    notUsEuTaxCitizen:
      'I declare that I am not a citizen or taxpayer of the United States or a European country',
    dataUseConsent: 'I consent to the use of my personal data under the Personal Data Use Consent',
    agree: 'Agree and continue',
    disabledReason: 'Please read and agree to the Terms & Conditions to continue.',
    saveFailed: 'Your agreement was not saved. Please try again.',
  },
  form: {
    heading: 'Create your account',
    intro: 'Enter your name as on your e-KTP, an active email and a password to log in.',
    name: { label: 'Full name', placeholder: 'As on your e-KTP' },
    email: { label: 'Email', placeholder: 'name@example.com' },
    password: {
      label: 'Password',
      placeholder: 'At least 8 characters',
      show: 'Show password',
      hide: 'Hide password',
      checklist: 'Password requirements',
      met: '(met)',
      notMet: '(not met yet)',
      rules: {
        length: 'At least 8 characters',
        lower: 'A lowercase letter (a-z)',
        upper: 'An uppercase letter (A-Z)',
        digit: 'A digit (0-9)',
        symbol: 'A symbol (e.g. @ # !)',
      },
    },
    submit: 'Register',
  },
  done: {
    title: 'Registration complete',
    body: 'Your account is registered with the email {{email}}.',
    continue: 'Continue',
  },
} satisfies Resource<typeof id>;
