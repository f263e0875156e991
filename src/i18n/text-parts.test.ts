import { describe, expect, it } from 'vitest';
import { i18n, loadTexts } from './index';

const loaded = (ns: string) => i18n.hasResourceBundle('id', ns);

describe('the texts load in parts (decision 0021), the Pay Later home its own (decision 0063)', () => {
  it('the home part brings the home and the parts before it, not every other screen', async () => {
    await loadTexts('home');
    expect(['common', 'errors', 'apply', 'paylaterHome'].filter(loaded)).toEqual([
      'common',
      'errors',
      'apply',
      'paylaterHome',
    ]);
    expect(['bills', 'repayment', 'wallet', 'otp'].filter(loaded)).toEqual([]);
  });

  it('the rest brings every screen, the home included', async () => {
    await loadTexts('rest');
    expect(['paylaterHome', 'bills', 'repayment', 'wallet', 'otp'].filter(loaded)).toEqual([
      'paylaterHome',
      'bills',
      'repayment',
      'wallet',
      'otp',
    ]);
  });
});
