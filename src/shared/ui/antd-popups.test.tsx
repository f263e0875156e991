// @vitest-environment happy-dom
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { Dialog, Toast } from './antd-popups';

// React 19 dropped the legacy render antd-mobile 5 uses for its imperative popups: without the adapter set
// in kit-popups.ts each of these renders nothing and throws nothing (decision 0030).
const kinds = [
  { name: 'Toast.show', open: () => Toast.show({ content: 'toast text' }), text: 'toast text' },
  {
    name: 'Dialog.show',
    open: () => Dialog.show({ content: 'show text', actions: [{ key: 'ok', text: 'OK' }] }),
    text: 'show text',
  },
  { name: 'Dialog.alert', open: () => void Dialog.alert({ content: 'alert text' }), text: 'alert text' },
  {
    name: 'Dialog.confirm',
    open: () => void Dialog.confirm({ content: 'confirm text' }),
    text: 'confirm text',
  },
];

describe('the kit’s imperative popups on React 19', () => {
  afterEach(() => {
    act(() => {
      Dialog.clear();
      Toast.clear();
    });
  });

  for (const kind of kinds) {
    test(`${kind.name} shows its content`, async () => {
      act(() => {
        kind.open();
      });
      await waitFor(() => expect(screen.getByText(kind.text)).toBeTruthy());
    });
  }
});
