import { describe, expect, it } from 'vitest';
import { OPTION_LISTS } from '../../../contracts/entities/onboarding-ext-info';
import { resources } from '../../i18n/resources';

describe('choice labels', () => {
  it('has a label for every option code of the contract, in Indonesian and English, and no other', () => {
    for (const lang of ['id', 'en'] as const) {
      const labels: Record<string, Record<string, string>> = resources[lang].onboarding.options;
      expect(Object.keys(labels).sort(), lang).toEqual(Object.keys(OPTION_LISTS).sort());
      for (const [group, codes] of Object.entries(OPTION_LISTS)) {
        expect(Object.keys(labels[group] ?? {}), `${lang}:${group}`).toEqual([...codes]);
      }
    }
  });
});
