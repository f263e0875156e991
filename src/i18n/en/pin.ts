import type { Resource } from '../resource';
import type id from '../id/pin';

export default {
  title: 'PIN',
  titles: {
    pinSet: 'Create PIN',
    pinChange: 'Change PIN',
    pinForgot: 'Forgot PIN',
    passwordSet: 'Create password',
    passwordChange: 'Change password',
    passwordForgot: 'Forgot password',
  },
  pin: {
    boxes: '6-digit PIN boxes',
    steps: {
      old: {
        title: 'Enter your current PIN',
        body: 'Enter the PIN you use now to continue.',
      },
      new: {
        title: 'Create a new PIN',
        body: 'Use 6 digits. Avoid repeated or consecutive digits such as 111111 or 123456.',
      },
      confirm: {
        title: 'Confirm your new PIN',
        body: 'Enter your new PIN once more.',
      },
    },
    progress: 'Step {{step}} of {{total}}',
    attemptsLeft: 'Attempts left today: {{left}}',
    checking: 'Checking your PIN...',
    saving: 'Saving your PIN...',
    restart: 'Start over',
    privacy: 'Your PIN is not kept on this device and is sent encrypted.',
  },
  password: {
    intro: {
      set: 'Create a password to sign in to your account.',
      change: 'Enter your current password, then create a new one.',
      forgot: 'Your phone number is verified. Create a new password.',
    },
    old: 'Current password',
    new: 'New password',
    confirm: 'Confirm new password',
    placeholder: {
      old: 'Enter your current password',
      new: 'Enter a new password',
      confirm: 'Enter the new password again',
    },
    show: 'Show password',
    hide: 'Hide password',
    rulesTitle: 'Your password needs:',
    rules: {
      length: 'At least 8 characters',
      lower: 'A lowercase letter (a-z)',
      upper: 'An uppercase letter (A-Z)',
      digit: 'A digit (0-9)',
      symbol: 'A symbol, such as @ # !',
    },
    ruleMet: 'met',
    ruleUnmet: 'not met yet',
    submit: {
      set: 'Save password',
      change: 'Change password',
      forgot: 'Save new password',
    },
  },
  forgot: {
    pin: {
      title: 'Forgot your PIN?',
      body: 'To create a new PIN, first verify your phone number with the OTP code we send you.',
    },
    password: {
      title: 'Forgot your password?',
      body: 'To create a new password, first verify your phone number with the OTP code we send you.',
    },
    verify: 'Verify with OTP',
    verifyAgain: 'Verify again',
  },
  done: {
    pinSet: {
      title: 'Your PIN is set',
      body: 'Use this PIN to confirm transactions. Never share your PIN with anyone.',
    },
    pinChange: {
      title: 'Your PIN has been changed',
      body: 'From now on, use your new PIN to confirm transactions.',
    },
    pinForgot: {
      title: 'Your new PIN is set',
      body: 'From now on, use your new PIN to confirm transactions.',
    },
    passwordSet: {
      title: 'Your password is set',
      body: 'Use this password to sign in to your account.',
    },
    passwordChange: {
      title: 'Your password has been changed',
      body: 'From now on, use your new password to sign in.',
    },
    passwordForgot: {
      title: 'Your new password is set',
      body: 'From now on, use your new password to sign in.',
    },
    action: 'Done',
  },
  dialog: {
    ok: 'OK',
  },
} satisfies Resource<typeof id>;
