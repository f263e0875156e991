import { describe, expect, it } from 'vitest';
import { NewPasswordSchema, PinSchema, isWeakPin } from '../../../contracts';
import { PASSWORD_CHECKS, PinFormSchema, passwordFormSchema, ruleText } from './secret-rules';

const issuesOf = (result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) => (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}:${issue.message}`);

describe('PIN form rules (section 5)', () => {
  it.each(['111111', '000000', '123456', '654321', '456789'])('refuses the weak PIN %s', (pin) => {
    expect(isWeakPin(pin)).toBe(true);
    const result = PinFormSchema.safeParse({ oldPin: '', pin, confirm: pin });
    expect(issuesOf(result)).toContain('pin:pinWeak');
    expect(ruleText('pinWeak', 'id')).toBe('Hindari penggunaan PIN yang lemah');
    expect(ruleText('pinWeak', 'en')).toBe('Avoid using a weak PIN');
  });

  it('refuses what is not 6 digits', () => {
    expect(issuesOf(PinFormSchema.safeParse({ oldPin: '', pin: '12a456', confirm: '' }))).toContain(
      'pin:pinFormat',
    );
  });

  it('accepts a strong PIN only when the confirmation matches', () => {
    expect(PinFormSchema.safeParse({ oldPin: '', pin: '246810', confirm: '246810' }).success).toBe(true);
    const mismatch = PinFormSchema.safeParse({ oldPin: '', pin: '246810', confirm: '246811' });
    expect(issuesOf(mismatch)).toEqual(['confirm:pinMismatch']);
    expect(ruleText('pinMismatch', 'id')).toBe('Inconsistent password input');
  });
});

describe('password form rules (section 5)', () => {
  it('lists exactly the rules NewPasswordSchema applies', () => {
    for (const sample of [
      'Allo@2026',
      'allo@2026',
      'ALLO@2026',
      'Allo@abcd',
      'Allo2026x',
      'A@1b',
      'Baru#2027x',
    ]) {
      const allPass = PASSWORD_CHECKS.every((check) => check.test(sample));
      expect(allPass, sample).toBe(NewPasswordSchema.safeParse(sample).success);
    }
  });

  it('needs both entries to match and, on change, a new password different from the old', () => {
    const change = passwordFormSchema(true);
    expect(
      change.safeParse({ oldPassword: 'Allo@2026', password: 'Baru#2027', confirm: 'Baru#2027' }).success,
    ).toBe(true);
    expect(
      issuesOf(change.safeParse({ oldPassword: 'Allo@2026', password: 'Baru#2027', confirm: 'Baru#2028' })),
    ).toEqual(['confirm:pinMismatch']);
    expect(
      issuesOf(change.safeParse({ oldPassword: 'Allo@2026', password: 'Allo@2026', confirm: 'Allo@2026' })),
    ).toEqual(['password:passwordSameAsOld']);
    expect(issuesOf(change.safeParse({ oldPassword: 'x', password: 'lemah', confirm: 'lemah' }))).toContain(
      'password:passwordRules',
    );
  });

  it('keeps a bank message as it came', () => {
    expect(ruleText('PIN yang kamu masukkan salah.', 'id')).toBe('PIN yang kamu masukkan salah.');
    expect(PinSchema.safeParse('135790').success).toBe(true);
  });
});
