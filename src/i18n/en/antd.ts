import type { Locale } from 'antd-mobile/es/locales/base';
import enUS from 'antd-mobile/es/locales/en-US';

/** antd-mobile's English, with the names a screen reader says worded for people rather than widgets. */
const kit: Locale = {
  ...enUS,
  Input: { clear: 'Clear' },
  Mask: { name: 'Close' },
  NumberKeyboard: { backspace: 'Backspace' },
  PasscodeInput: { name: 'Code boxes' },
  SearchBar: { name: 'Search' },
  Stepper: { decrease: 'Decrease', increase: 'Increase' },
};

export default kit;
