export default {
  title: 'Security check',
  body: 'Type the letters and numbers you see in the picture before we send a new code.',
  imageAlt: 'Captcha picture',
  loading: 'Loading the captcha',
  refresh: 'New picture',
  inputLabel: 'Captcha code',
  invalid: 'Enter the 4 to 8 letters or numbers shown in the picture.',
  cancel: 'Cancel',
  confirm: 'Continue',
};
