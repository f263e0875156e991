// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { ApiError } from '../../api/errors';
import { known, onlyIf, QueryFrame, type FramedQuery } from './query-frame';

const read = <T,>(data: T | undefined, error: unknown = null): FramedQuery<T> & { refetch: () => void } => ({
  data,
  error,
  refetch: vi.fn(),
});
const refusal = new ApiError({ kind: 'code', ret_code: '1', ret_msg: 'refused' });

describe('QueryFrame (decision 0090)', () => {
  afterEach(cleanup);

  test('the skeleton while an answer is missing, then the content with the answers in order', () => {
    const { rerender } = render(
      <QueryFrame queries={[read('a'), read<number>(undefined)]}>
        {([a, b]) => <p>{`${a}${b}`}</p>}
      </QueryFrame>,
    );
    expect(screen.getByRole('status')).toBeTruthy();
    rerender(<QueryFrame queries={[read('a'), read(2)]}>{([a, b]) => <p>{`${a}${b}`}</p>}</QueryFrame>);
    expect(screen.getByText('a2')).toBeTruthy();
  });

  test('null is an answer; a read not needed is null and not awaited', () => {
    render(
      <QueryFrame queries={[read(null), onlyIf(false, read<string>(undefined))]}>
        {([a, b]) => <p>{`${a}/${b}`}</p>}
      </QueryFrame>,
    );
    expect(screen.getByText('null/null')).toBeTruthy();
  });

  test('a failed read is told with a retry that asks it again, before any wait', () => {
    const failed = read<string>(undefined, refusal);
    const pending = read<string>(undefined);
    render(<QueryFrame queries={[pending, failed]}>{() => <p>content</p>}</QueryFrame>);
    expect(screen.getByRole('alert').textContent).toContain('refused');
    fireEvent.click(screen.getByRole('button'));
    expect(failed.refetch).toHaveBeenCalledTimes(1);
    expect(pending.refetch).not.toHaveBeenCalled();
  });

  test("a screen's own refusal, and the frame's error when it has none for it", () => {
    const failure = (error: unknown) => (error === refusal ? <p>own words</p> : undefined);
    const { rerender } = render(
      <QueryFrame query={read<string>(undefined, refusal)} failure={failure}>
        {() => <p>content</p>}
      </QueryFrame>,
    );
    expect(screen.getByText('own words')).toBeTruthy();
    const other = new ApiError({ kind: 'code', ret_code: '2', ret_msg: 'other' });
    rerender(
      <QueryFrame query={read<string>(undefined, other)} failure={failure}>
        {() => <p>content</p>}
      </QueryFrame>,
    );
    expect(screen.getByRole('alert').textContent).toContain('other');
  });

  test('waiting and known values hold the skeleton; keepOnFailure keeps answers on screen', () => {
    const { rerender } = render(
      <QueryFrame query={read('a')} waiting>
        {(a) => <p>{a}</p>}
      </QueryFrame>,
    );
    expect(screen.getByRole('status')).toBeTruthy();
    rerender(<QueryFrame queries={[read('a'), known<string>(undefined)]}>{([a]) => <p>{a}</p>}</QueryFrame>);
    expect(screen.getByRole('status')).toBeTruthy();
    rerender(
      <QueryFrame query={read('kept', refusal)} keepOnFailure>
        {(a) => <p>{a}</p>}
      </QueryFrame>,
    );
    expect(screen.getByText('kept')).toBeTruthy();
  });
});
