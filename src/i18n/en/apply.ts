import type { Resource } from '../resource';
import type id from '../id/apply';

export default {
  hero: {
    product: 'Allo Pay Later',
    tagline: 'Shop now, pay later',
    limitLabel: 'Limit up to',
  },
  benefits: {
    title: 'Pay Later benefits',
    limit: { title: 'A large credit limit', body: 'Limits from Rp 500.000 up to Rp 100.000.000.' },
    cash: { title: 'Instant Cash', body: 'Withdraw cash to your account in seconds.' },
    tenor: { title: 'Flexible instalments', body: 'Choose a tenor of 1, 3, 6 or 12 months.' },
    safe: { title: 'Safe and supervised', body: 'A licensed bank supervised by OJK.' },
  },
  steps: {
    title: '3 steps, 3 minutes',
    one: 'Fill in your personal and work details',
    two: 'Verify your face and e-KTP',
    three: 'Get your credit limit',
  },
  terms: {
    title: 'Agreement',
    readAgree: 'I have read and agree to the Pay Later Terms & Conditions',
    taxDeclaration: 'I declare that I am not a taxpayer of the United States or a European Union country',
    dataConsent: 'I agree that my data is used for credit assessment and product offers',
  },
  checkLimit: 'Check limit',
  checkLimitDisabled: 'Please read and agree to the Terms & Conditions to continue.',
  notWhitelisted: {
    title: 'Pay Later is not available for you yet',
    body: "Pay Later is currently available to selected users only. We'll let you know as soon as you can apply.",
    notify: 'Notify me',
    subscribed: "Done! We'll let you know when Pay Later is available.",
    subscribedBadge: "You'll be notified",
  },
  redirecting: 'Taking you to the app download page...',
} satisfies Resource<typeof id>;
