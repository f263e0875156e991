import { describe, expect, it } from 'vitest';
import {
  brandRouteOf,
  filterOfSearch,
  nextPageOf,
  requestOfFilter,
  searchOfFilter,
  timingOf,
} from './deals-view';
import { isoToMs, toBusinessDate } from '../../../contracts/dates';

describe('the deals list filter', () => {
  it('reads and writes the URL, ignoring what is not an id', () => {
    const filter = filterOfSearch(new URLSearchParams('type=D01&sort=ending&brandMctIds=BR123456'));
    expect(filter).toEqual({ type: 'D01', sort: 'ending', brand: 'BR123456' });
    expect(searchOfFilter(filter)).toEqual({ type: 'D01', sort: 'ending', brandMctIds: 'BR123456' });
    expect(filterOfSearch(new URLSearchParams('type=<x>&sort=oldest&brandMctIds='))).toEqual({
      type: null,
      sort: 'latest',
      brand: null,
    });
    expect(searchOfFilter({ type: null, sort: 'latest', brand: null })).toEqual({});
  });

  it('asks the bank with the list_deals filters', () => {
    expect(requestOfFilter({ type: 'D02', sort: 'latest', brand: 'BR1' })).toEqual({
      sort: 'latest',
      dealTypes: ['D02'],
      brandMctIds: ['BR1'],
    });
    expect(requestOfFilter({ type: null, sort: 'ending', brand: null })).toEqual({ sort: 'ending' });
  });

  it('pages on until the last page', () => {
    expect(nextPageOf({ page: '1', pageAll: '2' })).toBe('2');
    expect(nextPageOf({ page: '2', pageAll: '2' })).toBeUndefined();
    expect(nextPageOf({ page: '1', pageAll: '0' })).toBeUndefined();
  });
});

describe('when a deal runs', () => {
  const deal = (actState: '0' | '1' | '2', actEndDate: string) => ({
    actState,
    actBeginDate: '20261101',
    actEndDate,
  });

  it('tells upcoming, ended, ending today, ending within 3 days and running', () => {
    expect(timingOf(deal('0', '20261231'), '20261021')).toEqual({ kind: 'upcoming', date: '20261101' });
    expect(timingOf(deal('2', '20261120'), '20261121')).toEqual({ kind: 'ended' });
    expect(timingOf(deal('1', '20261121'), '20261121')).toEqual({ kind: 'ends-today' });
    expect(timingOf(deal('1', '20261124'), '20261121')).toEqual({ kind: 'ends-soon', days: 3 });
    expect(timingOf(deal('1', '20261125'), '20261121')).toEqual({ kind: 'running', date: '20261125' });
    // Across a month end.
    expect(timingOf(deal('1', '20261201'), '20261130')).toEqual({ kind: 'ends-soon', days: 1 });
  });

  it('reads the date in WIB', () => {
    expect(toBusinessDate(isoToMs('2026-11-21T16:59:59Z'))).toBe('20261121');
    expect(toBusinessDate(isoToMs('2026-11-21T17:00:00Z'))).toBe('20261122');
  });
});

describe('a brand wall tile', () => {
  it('opens the deals list route the bank gives, and nothing else', () => {
    expect(brandRouteOf('/deals?brandMctIds=BR123456', 'BR123456')).toBe('/deals?brandMctIds=BR123456');
    expect(brandRouteOf('https://evil.example/deals?brandMctIds=BR1', 'BR9')).toBe('/deals?brandMctIds=BR9');
    expect(brandRouteOf('/settings?brandMctIds=BR1', 'BR9')).toBe('/deals?brandMctIds=BR9');
    expect(brandRouteOf('javascript:alert(1)', 'BR9')).toBe('/deals?brandMctIds=BR9');
    expect(brandRouteOf(undefined, 'BR9')).toBe('/deals?brandMctIds=BR9');
  });
});
