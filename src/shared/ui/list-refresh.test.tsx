// @vitest-environment happy-dom
import { render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, test } from 'vitest';
import { ListRefresh } from './list-refresh';

/** A piece of the screen that counts its mounts and keeps some state of its own. */
let mounts = 0;
function Row() {
  const [typed] = useState(() => `row ${(mounts += 1)}`);
  return <p>{typed}</p>;
}

describe('ListRefresh', () => {
  test('draws the screen at once, takes the kit in once idle, and keeps the screen mounted across it', async () => {
    mounts = 0;
    const { container } = render(
      <ListRefresh ns="bills" onRefresh={() => Promise.resolve()}>
        <Row />
      </ListRefresh>,
    );
    // The screen is there before the kit: no pull-to-refresh frame yet.
    expect(screen.getByText('row 1')).toBeTruthy();
    expect(container.querySelector('.adm-pull-to-refresh')).toBeNull();
    // Idle: the kit's frame holds the same content, not a second mount of it.
    await waitFor(() => expect(container.querySelector('.adm-pull-to-refresh')).not.toBeNull());
    const kitContent = container.querySelector('.adm-pull-to-refresh-content');
    expect(kitContent?.textContent).toBe('row 1');
    expect(mounts).toBe(1);
  });

  test('a screen drawn after the kit came takes it at once', () => {
    const { container } = render(
      <ListRefresh ns="bills" onRefresh={() => Promise.resolve()}>
        <p>later</p>
      </ListRefresh>,
    );
    expect(container.querySelector('.adm-pull-to-refresh-content')?.textContent).toBe('later');
  });
});
