import type { Resource } from '../resource';
import type id from '../id/paylater-apply';

export default {
  hero: {
    product: 'Allo Pay Later',
    tagline: 'Shop now, pay later',
    limitLabel: 'Limit up to',
  },
  benefits: {
    title: 'Pay Later benefits',
    limit: { title: 'A large credit limit', body: 'Limits from {{min}} up to {{max}}.' },
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
    title: 'Terms & Conditions',
    agree: 'I have read and agree to the Pay Later Terms & Conditions',
    readNote: 'Read the Terms & Conditions to the end, then give your agreement there.',
    agreedNote: 'You have agreed to the Terms & Conditions.',
    read: 'Read the Terms & Conditions',
  },
  checkLimit: 'Check limit',
  checkLimitDisabled: 'Please read and agree to the Terms & Conditions to continue.',
  notWhitelisted: {
    title: 'Pay Later is not available for you yet',
    body: "Pay Later is currently available to selected users only. We'll let you know as soon as you can apply.",
    notify: 'Notify me',
    subscribed: "Done! We'll let you know when Pay Later is available.",
    subscribedBadge: "You'll be notified",
    bodyApp:
      'Pay Later is currently available to selected users only. Open the Allo Bank app to see when you can apply.',
    openApp: 'Open the Allo Bank app',
  },
  notOpen: {
    title: 'Pay Later is not open yet',
    body: 'Pay Later is not open at the moment. Everything else, such as your wallet, points and deals, still works.',
    wallet: 'Go to Allo Pay wallet',
  },
  redirecting: 'Taking you to the app download page...',
  titles: {
    apply: 'Pay Later',
    result: 'Application result',
    ktpFace: 'Verification result',
  },
  goHome: 'Back to home',
  ktpFace: {
    doneTitle: 'e-KTP and face verified',
    doneBody: 'Your e-KTP data and face photo match. Continue to the next step.',
    pendingTitle: 'Verification not finished',
    pendingBody: 'Finish the e-KTP and face verification to continue your application.',
    rows: 'Verification status',
    ktp: 'e-KTP photo',
    face: 'Face detection',
    nik: 'NIK',
    verified: 'Verified',
    notYet: 'Not yet',
    next: 'Continue',
    resume: 'Continue verification',
  },
  underReview: {
    title: 'Your application is under review',
    body: "We are checking your Pay Later application. It usually takes less than 5 minutes, and we'll let you know.",
  },
  approved: {
    title: 'Your application is approved',
    body: 'Your Pay Later limit is ready to use.',
    limitLabel: 'Credit limit',
    action: 'Continue',
    dialogTitle: 'Congratulations! Your limit is approved',
    dialogOk: 'OK',
  },
  rejected: {
    title: 'Your application was not approved',
    BANK_POLICY: "Your application doesn't meet the bank's criteria or policy yet.",
    LOW_CREDIT_SCORE: 'Your credit score is not high enough yet.',
    detail: {
      INSUFFICIENT_CREDIT_HISTORY: 'Your credit history is not sufficient yet.',
      OVERDUE_REPAYMENT: 'There is an overdue repayment.',
      MULTIPLE_APPLICATIONS: 'There are several recent loan applications.',
    },
    reapply: 'You can apply again from {{date}}',
    reapplyLater: 'You can apply again 3 months after this decision.',
  },
  notEligible: {
    title: "You're not eligible yet",
    REGISTRATION: 'Pay Later is available to registered users. Please complete your registration first.',
    CITIZENSHIP: 'Pay Later is available to Indonesian citizens (WNI) only.',
    AGE: 'Pay Later is available to users aged 21 to 55.',
    register: 'Register now',
  },
  refusal: {
    linkExpired: 'The link has expired',
    dataOnAnotherAccount: 'Data found on another account',
  },
  retention: {
    title: 'Sure you want to leave?',
    body: 'A limit up to {{max}}, Instant Cash and flexible instalments are waiting. Checking your limit takes only 3 minutes.',
    stay: 'Stay on page',
    home: 'Go home',
  },
  submit: {
    sending: 'Sending your application...',
  },
  result: {
    progress: 'Verifying...',
    preApproved: {
      title: "Congratulations! You're pre-approved",
      body: 'Finish the verification to start using your limit.',
      upTo: 'Limit up to',
      action: 'Continue',
    },
    verifying: {
      title: 'Your application is being verified',
      body: "Approval usually takes less than 5 minutes. We'll let you know when the result is ready.",
    },
    success: {
      title: 'Your Pay Later is active',
      body: 'Your limit is ready for shopping and Instant Cash.',
      action: 'Start using Pay Later',
    },
    flexible: {
      LOW: {
        title: 'Your credit score: low',
        body: 'Pay your bills on time to raise your score and your limit.',
      },
      MEDIUM: {
        title: 'Your credit score: medium',
        body: 'A limit up to {{limit}}, interest from {{interest}}, terms up to {{term}} months.',
      },
      HIGH: {
        title: 'Your credit score: high',
        body: 'A limit up to {{limit}}, {{interest}} interest, terms up to {{term}} months.',
      },
      download: 'Download the app',
    },
  },
} satisfies Resource<typeof id>;
