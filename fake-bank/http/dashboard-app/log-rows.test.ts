import { describe, expect, it } from 'vitest';
import type { LogEntry } from '../../core/control-answers';
import { lastLoadPaths, logRowsOf, recentBankPaths, retCodeOf, sinceReset } from './log-rows';

const entry = (path: string, scenario: string, response: unknown = { ret_code: '0000' }): LogEntry => ({
  at: '2026-11-21T10:00:00+07:00',
  method: 'POST',
  path,
  request: {},
  status: 200,
  response,
  trace: `scenario=${scenario}; rule=r; change=none; clock=x`,
});

describe('the log rows', () => {
  it('show the code of an answer the log cut, not a dash', () => {
    const cut = {
      truncated: true,
      bytes: 9000,
      preview: '{"ret_code":"80488999","ret_msg":"busy","ret_data":{',
    };
    expect(retCodeOf(cut)).toBe('80488999');
    expect(logRowsOf([entry('/ifes/a', 's', cut)])[0]).toMatchObject({ retCode: '80488999', scenario: 's' });
  });

  it('keep the calls since the current scenario started, newest first', () => {
    const log = [entry('/ifes/new', 'b'), entry('/ifes/newer-old', 'a'), entry('/ifes/old', 'a')];
    expect(sinceReset(log, 'b').map((e) => e.path)).toEqual(['/ifes/new']);
    expect(logRowsOf(log).map((r) => r.seq)).toEqual([3, 2, 1]);
  });

  it('offer fault targets without the CSRF token call the client retries quietly', () => {
    const log = [entry('/ifes/common/csrf_token/get', 'a'), entry('/ifes/x', 'a'), entry('/ifes/x', 'a')];
    expect(recentBankPaths(log)).toEqual(['/ifes/x']);
  });

  it("take the screen's last load in the order it asked: the calls after the newest CSRF token call", () => {
    // Newest first, as the bank answers the log: an earlier screen, then the overdue bills' load.
    const log = [
      entry('/ifes/core/trans/query/refund_repay_record', 'a'),
      entry('/ifes/core/account/query/personal_center', 'a'),
      entry('/ifes/core/trans/query/repay_info', 'a'),
      entry('/ifes/common/csrf_token/get', 'a'),
      entry('/ifes/ams/account/pre_check', 'a'),
      entry('/ifes/common/csrf_token/get', 'a'),
    ];
    expect(lastLoadPaths(log)).toEqual([
      '/ifes/core/trans/query/repay_info',
      '/ifes/core/account/query/personal_center',
      '/ifes/core/trans/query/refund_repay_record',
    ]);
    expect(lastLoadPaths(log.slice(0, 2))).toEqual([
      '/ifes/core/account/query/personal_center',
      '/ifes/core/trans/query/refund_repay_record',
    ]);
  });
});
