import { describe, expect, it } from 'vitest';
import { openDatabase } from './sqlite-driver';

describe('the SQLite driver', () => {
  it('answers rows with their columns only, and one column when plucked', () => {
    const db = openDatabase(':memory:');
    db.exec('CREATE TABLE t (a INTEGER, b TEXT)');
    db.prepare<[number, string]>('INSERT INTO t VALUES (?, ?)').run(1, 'x');
    expect(db.prepare('SELECT * FROM t').get()).toEqual({ a: 1, b: 'x' });
    expect(db.prepare('SELECT * FROM t').all()).toEqual([{ a: 1, b: 'x' }]);
    expect(db.prepare<[], number>('SELECT count(*) FROM t').pluck().get()).toBe(1);
    expect(db.prepare<[], string>('SELECT b FROM t').pluck().all()).toEqual(['x']);
    expect(
      db.prepare<{ a: number }, string>('SELECT b FROM t WHERE a = @a').pluck().get({ a: 2 }),
    ).toBeUndefined();
    db.close();
    expect(db.open).toBe(false);
  });

  it('rolls a transaction back when its work throws', () => {
    const db = openDatabase(':memory:');
    db.exec('CREATE TABLE t (a INTEGER)');
    const insert = db.prepare<[number]>('INSERT INTO t VALUES (?)');
    const twice = db.transaction(() => {
      insert.run(1);
      throw new Error('no');
    });
    expect(() => twice.immediate()).toThrow('no');
    expect(db.inTransaction).toBe(false);
    expect(db.prepare<[], number>('SELECT count(*) FROM t').pluck().get()).toBe(0);
  });
});
