import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { SNAPSHOT_LIMIT_BYTES } from '../snapshots/snapshot-schemas';
import { createHttpApp } from './app';
import { loadSnapshotScenarios } from '../snapshots/snapshot-scenarios';
import { scenarioCatalogue } from '../../scenarios';
import { testBank } from '../testing/bank-driver';

// Real time stands still: a diff writes the clock to the minute, and a session read a moment after its snapshot
// was saved must not show a minute turning.
const app = createHttpApp({
  bank: testBank({ realNow: () => Date.parse('2030-01-01T00:00:00Z') }),
  logger: pino({ level: 'silent' }),
});
const as = (session: string) => ({ 'x-fake-bank-session': session });

/** A session walked away from its scenario: the device switched to English, the clock two days on. */
async function walked(session: string) {
  await request(app).post('/__fake-bank/session').set(as(session)).send({ scenario: 'repay.bill' });
  await request(app)
    .patch('/__fake-bank/session')
    .set(as(session))
    .send({ device: { locale: 'en-US' } });
  await request(app).post('/__fake-bank/clock').set(as(session)).send({ advanceDays: 2 });
  return (await request(app).get('/__fake-bank/session').set(as(session))).body as {
    clock: string;
    state: { device: { locale: string }; security: Record<string, unknown> };
  };
}

async function save(session: string, body: object = {}) {
  return request(app).post('/__fake-bank/snapshots').set(as(session)).send(body);
}

describe('snapshots on the control surface', () => {
  it('saves the session, lists it newest first, gets the file, opens a copy elsewhere, deletes it', async () => {
    const walk = await walked('snap-walker-01');
    const saved = await save('snap-walker-01', { title: 'Bill, English, two days on', path: '/repayment' });
    expect(saved.status).toBe(201);
    expect(saved.body).toEqual({
      id: expect.stringMatching(/^[a-z0-9]{12}$/),
      title: 'Bill, English, two days on',
      createdAt: expect.any(String),
      link: `/repayment?snapshot=${saved.body.id}`,
    });
    const id = saved.body.id as string;
    const other = (await save('snap-walker-01')).body as { id: string; title: string; link: string };
    expect(other.link).toBe(`/?snapshot=${other.id}`);
    expect(other.title).toMatch(/WIB$/);

    const list = (await request(app).get('/__fake-bank/snapshots')).body as Array<{ id: string }>;
    expect(list.slice(0, 2).map((s) => s.id)).toEqual([other.id, id]);

    const file = (await request(app).get(`/__fake-bank/snapshots/${id}`)).body;
    expect(file).toMatchObject({ format: 1, id, title: 'Bill, English, two days on', clock: walk.clock });
    expect(file.state.device.locale).toBe('en-US');
    // No secret inside: no session key, no RSA pair.
    expect(file.state.security.key).toBeUndefined();
    expect(file.state.security.rsa).toBeNull();

    const opened = await request(app)
      .post('/__fake-bank/session')
      .set(as('snap-viewer-01'))
      .send({ snapshot: id });
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({ session: 'snap-viewer-01', scenario: 'repay.bill', snapshot: id });
    const seen = (await request(app).get('/__fake-bank/session').set(as('snap-viewer-01'))).body;
    expect(seen.state.device.locale).toBe('en-US');
    expect(seen.clock.slice(0, 16)).toBe(walk.clock.slice(0, 16));

    expect((await request(app).delete(`/__fake-bank/snapshots/${id}`)).status).toBe(204);
    expect((await request(app).get(`/__fake-bank/snapshots/${id}`)).status).toBe(404);
    expect((await request(app).delete(`/__fake-bank/snapshots/${id}`)).status).toBe(404);
  });

  it('imports a saved file back to the same state under a new id', async () => {
    await walked('snap-walker-02');
    const { id } = (await save('snap-walker-02')).body as { id: string };
    const file = (await request(app).get(`/__fake-bank/snapshots/${id}`)).body;
    const imported = await request(app).post('/__fake-bank/snapshots').send(file);
    expect(imported.status).toBe(201);
    expect(imported.body.id).not.toBe(id);
    // Told apart from the snapshot it was saved from, in the list too; a second import from the first again.
    expect(imported.body.title).toBe(`${file.title} (imported)`);
    const twice = await request(app).post('/__fake-bank/snapshots').send(file);
    expect(twice.body.title).toBe(`${file.title} (imported 2)`);
    const list = (await request(app).get('/__fake-bank/snapshots')).body as Array<{
      id: string;
      title: string;
    }>;
    const mine = [id, imported.body.id, twice.body.id].map((one) => list.find((s) => s.id === one)?.title);
    expect(mine).toEqual([file.title, `${file.title} (imported)`, `${file.title} (imported 2)`]);
    const again = (await request(app).get(`/__fake-bank/snapshots/${imported.body.id}`)).body;
    expect(again.state).toEqual(file.state);
    expect(again.clock).toBe(file.clock);
  });

  it('refuses a broken file with the path of its first issue, an older format in words; nothing stored', async () => {
    await walked('snap-walker-03');
    const { id } = (await save('snap-walker-03')).body as { id: string };
    const file = (await request(app).get(`/__fake-bank/snapshots/${id}`)).body;
    const before = (await request(app).get('/__fake-bank/snapshots')).body.length as number;

    const broken = structuredClone(file);
    broken.state.credit.account.creditLimit = 'a lot';
    const refused = await request(app).post('/__fake-bank/snapshots').send(broken);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatch(/^state\.credit\.account\.creditLimit: /);

    const untitled = await request(app)
      .post('/__fake-bank/snapshots')
      .send({ ...file, title: undefined });
    expect(untitled.body.error).toBe('title: must be a string');

    const older = await request(app)
      .post('/__fake-bank/snapshots')
      .send({ ...file, format: 0 });
    expect(older.status).toBe(400);
    expect(older.body.error).toMatch(/^format: 0 is older than any this bank reads \(it reads format 1\)/);
    expect((await request(app).get('/__fake-bank/snapshots')).body).toHaveLength(before);
  });

  it('refuses a file too large (413) or too deep (400), storing nothing', async () => {
    const before = (await request(app).get('/__fake-bank/snapshots')).body.length as number;
    const big = await request(app)
      .post('/__fake-bank/snapshots')
      .set('content-type', 'application/json')
      .send(JSON.stringify({ format: 1, title: 'big', state: { pad: 'x'.repeat(SNAPSHOT_LIMIT_BYTES) } }));
    expect(big.status).toBe(413);
    expect(big.body.error).toBe('The snapshot file is larger than 1 MiB; nothing was stored.');
    let deep: unknown = 'bottom';
    for (let i = 0; i < 40; i += 1) deep = { deeper: deep };
    const tooDeep = await request(app)
      .post('/__fake-bank/snapshots')
      .send({ format: 1, title: 'deep', state: deep });
    expect(tooDeep.status).toBe(400);
    expect(tooDeep.body.error).toMatch(/nests more than 32 levels/);
    expect((await request(app).get('/__fake-bank/snapshots')).body).toHaveLength(before);
  });

  it('answers an unknown id as an unknown scenario is answered: 404 JSON, or the clear page on a link', async () => {
    const reset = await request(app)
      .post('/__fake-bank/session')
      .set(as('snap-viewer-02'))
      .send({ snapshot: 'nosuchsnapshot' });
    expect(reset.status).toBe(404);
    expect(reset.body.error).toMatch(/^Unknown snapshot nosuchsnapshot\./);
    expect((await request(app).get('/__fake-bank/snapshots/nosuchsnapshot')).status).toBe(404);
    const badBody = await request(app).post('/__fake-bank/snapshots').send({ title: '' });
    expect(badBody.status).toBe(400);
    expect(badBody.body.error).toBe('title: must have at least 1 characters');
  });
});

describe('GET /__fake-bank/diff', () => {
  it('lists what changed between a scenario and a snapshot of a walk from it, readable', async () => {
    await walked('snap-walker-04');
    const { id } = (await save('snap-walker-04')).body as { id: string };
    const diff = await request(app)
      .get('/__fake-bank/diff')
      .query({ from: 'scenario:repay.bill', to: `snapshot:${id}` });
    expect(diff.status).toBe(200);
    expect(diff.body.changes).toContainEqual({ path: 'device.locale', from: null, to: 'en-US' });
    const bySession = await request(app)
      .get('/__fake-bank/diff')
      .query({ from: `snapshot:${id}`, to: 'session:snap-walker-04' });
    expect(bySession.body.changes).toEqual([]);
  });

  it('refuses a ref it does not know: 400 for the shape, 404 for a missing state', async () => {
    const bad = await request(app)
      .get('/__fake-bank/diff')
      .query({ from: 'scenario:repay.bill', to: 'elsewhere' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/^to: /);
    const missing = await request(app)
      .get('/__fake-bank/diff')
      .query({ from: 'scenario:nope', to: 'session:nobody-here' });
    expect(missing.status).toBe(404);
    expect(missing.body.error).toMatch(/^Unknown scenario nope/);
    const noSession = await request(app)
      .get('/__fake-bank/diff')
      .query({ from: 'scenario:repay.bill', to: 'session:nobody-here' });
    expect(noSession.status).toBe(404);
  });
});

describe('a snapshot file under scenarios/snapshots/', () => {
  it('joins the catalogue when the bank starts, and a session starts in it', async () => {
    await walked('snap-walker-05');
    const { id } = (
      await save('snap-walker-05', { title: 'English bill, saved as a file', path: '/repayment' })
    ).body as { id: string };
    const file = (await request(app).get(`/__fake-bank/snapshots/${id}`)).body;
    const dir = mkdtempSync(join(tmpdir(), 'fake-bank-snapshot-files-'));
    try {
      writeFileSync(join(dir, 'english-bill.json'), JSON.stringify({ ...file, covers: ['repay.bill'] }));
      writeFileSync(join(dir, 'broken.json'), '{"format":1}');
      const loaded = loadSnapshotScenarios(dir, scenarioCatalogue);
      expect(loaded.added).toEqual(['snapshot.english-bill']);
      expect(loaded.refused).toEqual([expect.stringMatching(/^broken\.json: /)]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    const list = (await request(app).get('/__fake-bank/scenarios')).body as Array<{ id: string }>;
    expect(list).toContainEqual(
      expect.objectContaining({
        id: 'snapshot.english-bill',
        title: 'English bill, saved as a file',
        covers: ['repay.bill'],
        path: '/repayment',
      }),
    );
    const reset = await request(app)
      .post('/__fake-bank/session')
      .set(as('snap-viewer-05'))
      .send({ scenario: 'snapshot.english-bill' });
    expect(reset.status).toBe(200);
    const seen = (await request(app).get('/__fake-bank/session').set(as('snap-viewer-05'))).body;
    expect(seen.state.device.locale).toBe('en-US');
  });
});
