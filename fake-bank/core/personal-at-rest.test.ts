import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SqliteSessionStore } from '../store/sqlite-store';
import { agentPicksUp } from '../domain/onboarding/onboarding-vb';
import { bankDriver, type SessionDriver } from '../testing/bank-driver';
import { ONBOARDING_CLOCK, agreeTerms, validExtInfo } from '../testing/onboarding-fixtures';
import type { BankState } from '../model/bank-state';
import { scenarioCatalogue } from '../../scenarios';
import { answerControl } from './control';
import { answerSnapshots } from './control-snapshots';
// A kernel test: it tests createBank itself, so it builds its bank directly (issue 41: others use bank-driver.ts).
import { createBank, type Bank } from './bank';
import type { MemorySessionStore } from './session-store';

/**
 * Issue 39 point 3: after a walk through the manual ID form, the Pay Later form and video banking, the NIK
 * typed and the mother's names are in clear nowhere the bank keeps or shows them: the session row (memory
 * and SQLite), the state view, a snapshot file and the call log.
 */

const TYPED_NIK = '3273014408940002';
const MOTHER = 'Srikandi Maheswari';
const CLEAR = [TYPED_NIK, 'Srikandi', 'srikandi', 'Maheswari'];

const dir = mkdtempSync(join(tmpdir(), 'fb-personal-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const control = (bank: Bank, id: string, method: string, path: string, body?: unknown) =>
  (method === 'GET' && path === '/session' ? answerControl : answerSnapshots)(bank, {
    method,
    path,
    body,
    session: () => ({ id, known: true }),
  });

/** The Pay Later form, the manual ID form (a scan that read nothing, the NIK typed), a video call ended. */
function walk(s: SessionDriver, motherFirstName = 'Srikandi') {
  const flowId = s.flow().flowId;
  agreeTerms(s);
  s.ok('saveExtInfo', validExtInfo({ motherMaidenName: MOTHER }));
  s.ok('submitFlow', { flowId, action: 'PAYLATER_INPUT', channel: 'H5', txnNo: 'TXN0000' });
  const file = s.upload('ktp-unreadable.jpg');
  s.call('ocrKtp', { flowId, fileId: file.fileId, fileHash: file.fileHash });
  const data = JSON.stringify({
    nik: TYPED_NIK,
    name: 'Siti Aminah',
    birthPlace: 'Bandung',
    dateOfBirth: '1994-04-08',
    gender: 'F',
  });
  expect(s.call('submitFlow', { flowId, action: 'OCR', channel: 'H5', data, txnNo: 'TXN0001' }).code).toBe(
    '0000',
  );
  const { sessionId } = s.ok('vbCreateSession', {
    scene: 'PAYLATER_LIMIT_UP',
    enterSDKTime: '20261121100000',
    currentAddress: 'Jl. Asia Afrika No. 8, Jakarta',
    motherFirstName,
  });
  agentPicksUp(s.state());
  s.ok('vbOperateSession', { sessionId, opType: '1' });
  return s.ok('vbQuerySessionResult', { sessionId });
}

function expectNoClear(text: string) {
  for (const clear of CLEAR) expect(text).not.toContain(clear);
}

describe('personal data at rest (issue 39)', () => {
  it('keeps no NIK typed and no mother’s name in the row, the view, a snapshot file or the log', async () => {
    const s = bankDriver().session('apply.can-apply', { clock: ONBOARDING_CLOCK });
    // The bank still compares what was said with what was saved: the same first name passes the agent.
    expect(walk(s).isMmnCorrect).toBe(true);
    const { onboarding } = s.state();
    expect(onboarding.ocr.scannedNik).toBe('3273********0002');
    expect(onboarding.extInfo?.motherMaidenName).toBe('S******* *********');
    expect(onboarding.vb.sessions[0]?.motherFirstName).toBe('S*******');

    expectNoClear(JSON.stringify(s.core.store.get(s.id)));
    const view = await control(s.core, s.id, 'GET', '/session');
    expectNoClear(JSON.stringify(view?.body));
    expectNoClear(JSON.stringify((s.core.store as MemorySessionStore).logOf(s.id)));

    const saved = await control(s.core, s.id, 'POST', '/snapshots', { title: 'After video banking' });
    const id = (saved?.body as { id: string }).id;
    const file = await control(s.core, s.id, 'GET', `/snapshots/${id}`);
    expect(file?.status).toBe(200);
    expectNoClear(JSON.stringify(file?.body));

    // The file reopens in a fresh bank with the same screens: the card masked, the agent's check passed.
    const fresh = bankDriver().session('apply.can-apply', { id: 'fresh-1' });
    const imported = await control(fresh.core, fresh.id, 'POST', '/snapshots', file?.body);
    const opened = await control(fresh.core, fresh.id, 'POST', '/session', {
      snapshot: (imported?.body as { id: string }).id,
    });
    expect(opened?.status).toBe(200);
    const sessionId = fresh.state().onboarding.vb.sessions[0]!.sessionId;
    expect(fresh.ok('vbQuerySessionResult', { sessionId }).isMmnCorrect).toBe(true);
    expect(fresh.ok('queryFlow', { flowId: fresh.flow().flowId, type: '1' }).flowContext.idNo).toBe(
      '3273********0002',
    );
  });

  it('a first name other than the saved form’s still fails the agent’s check, compared by digest', () => {
    const s = bankDriver().session('apply.can-apply', { clock: ONBOARDING_CLOCK });
    expect(walk(s, 'Kartini').isMmnCorrect).toBe(false);
  });

  it('writes no NIK typed and no mother’s name into the SQLite file', async () => {
    const s = bankDriver().session('apply.can-apply', { clock: ONBOARDING_CLOCK });
    walk(s);
    const walked = structuredClone(s.state()) as BankState;
    const store = new SqliteSessionStore(join(dir, 'bank.sqlite'));
    const bank = createBank({ scenarios: scenarioCatalogue, store });
    await store.unit('personal-row-1', () => {
      const session = bank.resetSession('personal-row-1', 'apply.can-apply');
      session.state = walked;
      bank.changed(session);
    });
    store.flush();
    await store.close();
    const files = readdirSync(dir).filter((name) => name.startsWith('bank.sqlite'));
    expect(files.length).toBeGreaterThan(0);
    const bytes = files.map((name) => readFileSync(join(dir, name)).toString('latin1')).join('');
    expect(bytes).toContain('3273********0002');
    expectNoClear(bytes);
  });
});
