import { afterEach, describe, expect, it } from 'vitest';
import {
  isKeptNik,
  maskPersonalData,
  motherAtRest,
  nikAtRest,
  personalDigest,
  sameMotherFirstName,
  usePersonalKey,
} from './onboarding-personal';

const NIK = '3273014408940002';

describe('personal data kept masked with a keyed digest (issue 39)', () => {
  afterEach(() => usePersonalKey('personal-test-key'));

  it('keeps the NIK as the screens mask it, and a digest that names its key', () => {
    usePersonalKey('bank A');
    const kept = nikAtRest(NIK);
    expect(kept.scannedNik).toBe('3273********0002');
    expect(kept.scannedNikDigest).toMatch(/^h1:[0-9a-f]{8}:[0-9a-f]{64}$/);
    expect(JSON.stringify(kept)).not.toContain(NIK);
    expect(isKeptNik(kept, NIK)).toBe(true);
    // Same mask, other middle digits: only the digest tells them apart.
    expect(isKeptNik(kept, '3273999999990002')).toBe(false);
    usePersonalKey('bank B');
    expect(personalDigest('nik', NIK)).not.toBe(kept.scannedNikDigest);
  });

  it('a digest made under another bank’s key is compared by its mask, a clear legacy value as it is', () => {
    usePersonalKey('bank A');
    const kept = nikAtRest(NIK);
    usePersonalKey('bank B');
    expect(isKeptNik(kept, NIK)).toBe(true);
    expect(isKeptNik(kept, '3273999999990002')).toBe(true);
    expect(isKeptNik(kept, '3273014408940003')).toBe(false);
    expect(isKeptNik({ scannedNik: NIK }, NIK)).toBe(true);
    expect(isKeptNik({ scannedNik: '' }, NIK)).toBe(false);
  });

  it('compares mothers’ first names by digest, case and spacing aside; across keys by the mask', () => {
    usePersonalKey('bank A');
    const saved = motherAtRest('Kartini Suryani');
    expect(saved.masked).toBe('K****** *******');
    const form = { name: saved.masked, digest: saved.motherFirstNameDigest };
    const said = (name: string) => {
      const kept = motherAtRest(name);
      return { name: kept.masked, digest: kept.motherFirstNameDigest };
    };
    expect(sameMotherFirstName(form, said('  kartini '))).toBe(true);
    expect(sameMotherFirstName(form, said('Kartika'))).toBe(false);
    expect(sameMotherFirstName(form, { name: 'Kartini' })).toBe(true);
    usePersonalKey('bank B');
    expect(sameMotherFirstName(form, said('Kartini'))).toBe(true);
    expect(sameMotherFirstName(form, said('Kartika'))).toBe(true);
    expect(sameMotherFirstName(form, said('Sri'))).toBe(false);
  });

  it('seeded values are digested under the public seed key: the same in every process, compared exactly', () => {
    usePersonalKey('bank A');
    const seeded = nikAtRest(NIK, 'seed');
    const form = motherAtRest('Kartini Suryani', 'seed');
    usePersonalKey('bank B');
    expect(nikAtRest(NIK, 'seed')).toEqual(seeded);
    expect(isKeptNik(seeded, '3273999999990002')).toBe(false);
    expect(isKeptNik(seeded, NIK)).toBe(true);
    // A name said beside the seeded form is digested under the form's key: the agent's check is exact.
    const kept = { name: form.masked, digest: form.motherFirstNameDigest };
    const said = (name: string) => {
      const at = motherAtRest(name, 'bank', form.motherFirstNameDigest);
      return { name: at.masked, digest: at.motherFirstNameDigest };
    };
    expect(sameMotherFirstName(kept, said('Kartini'))).toBe(true);
    expect(sameMotherFirstName(kept, said('Kartika'))).toBe(false);
  });

  it('masks in place what a state from before still holds in clear, and leaves masked values', () => {
    const slice = {
      ocr: { scannedNik: NIK },
      extInfo: { motherMaidenName: 'Kartini Suryani' },
      vb: { sessions: [{ motherFirstName: 'Kartini' }, { motherFirstName: 'S***' }] },
    };
    maskPersonalData(slice);
    const text = JSON.stringify(slice);
    expect(text).not.toContain(NIK);
    expect(text).not.toContain('Kartini');
    expect(slice.ocr).toEqual(nikAtRest(NIK));
    expect(slice.vb.sessions[1]).toEqual({ motherFirstName: 'S***' });
  });
});
