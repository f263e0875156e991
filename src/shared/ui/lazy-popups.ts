import type { DialogShowProps, ToastShowProps } from 'antd-mobile';

/**
 * The kit's Dialog.show and Toast.show for the first screens: they bring antd-mobile's popup machinery and
 * react-spring (about 20 files), which the landing needs only once the visitor taps back or subscribes, so
 * they load then instead of before the first paint (docs/decisions/0027).
 */
const kit = () => import('./antd-popups');

/** Dialog.show, once the kit has loaded; `close` works before that too (the dialog then never opens). */
export function showDialog(props: DialogShowProps): { close: () => void } {
  let closed = false;
  let handler: { close: () => void } | undefined;
  // Without the kit (offline, a failed chunk) nothing opens: the screen under it stays as it was.
  kit().then(
    ({ Dialog }) => {
      if (!closed) handler = Dialog.show(props);
    },
    () => undefined,
  );
  return {
    close: () => {
      closed = true;
      handler?.close();
    },
  };
}

export function showToast(props: ToastShowProps): void {
  kit().then(
    ({ Toast }) => Toast.show(props),
    () => undefined,
  );
}
