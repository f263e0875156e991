import type { PullToRefreshProps } from 'antd-mobile';
import { type ComponentType, type ReactNode, useCallback, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';

/** The namespaces that word pull to refresh (refresh.pull, .release, .refreshing, .done). */
export type RefreshNs =
  'bills' | 'coupons' | 'deals' | 'news' | 'paylaterHome' | 'points' | 'transactions' | 'wallet';

type PullToRefresh = ComponentType<PullToRefreshProps>;

/**
 * The kit's pull to refresh brings react-spring and use-gesture (about 24 KB), which no first paint draws:
 * it loads once the browser is idle after the screen, or at the first touch (decision 0058); the screen is
 * the same before.
 */
let loaded: PullToRefresh | undefined;
const loadKit = () => import('./kit-pull-to-refresh').then(({ PullToRefresh }) => (loaded = PullToRefresh));

/** Runs `start` when the browser is idle (soon anyway), and returns how to call it off. */
function whenIdle(start: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(start, { timeout: 1_000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(start, 200);
  return () => window.clearTimeout(handle);
}

/**
 * Pull to refresh on a list or home screen, in the words of the screen's namespace. The screen's content
 * is rendered through a portal into one node of its own, which moves into the kit's frame once the kit is
 * there: the content stays mounted across the swap (no query asked again, no state lost).
 */
export function ListRefresh({
  ns,
  onRefresh,
  children,
}: {
  ns: RefreshNs;
  onRefresh: () => Promise<unknown>;
  children: ReactNode;
}) {
  const { t } = useTranslation(ns);
  const [Kit, setKit] = useState<PullToRefresh | undefined>(() => loaded);
  const [content] = useState(() => document.createElement('div'));
  useEffect(() => {
    if (Kit) return;
    let live = true;
    let asked = false;
    const start = () => {
      if (asked) return;
      asked = true;
      // Without the kit (offline, a failed chunk) the screen stays as it is, without the gesture.
      loadKit().then(
        (kit) => live && setKit(() => kit),
        () => undefined,
      );
    };
    const cancel = whenIdle(start);
    // A finger on the screen before the browser was idle: the kit is wanted now.
    content.addEventListener('pointerdown', start, { once: true, passive: true });
    return () => {
      live = false;
      cancel();
      content.removeEventListener('pointerdown', start);
    };
  }, [Kit, content]);
  const slot = useCallback(
    (node: HTMLDivElement | null) => {
      if (node && content.parentNode !== node) node.appendChild(content);
    },
    [content],
  );
  const frame = <div ref={slot} />;
  return (
    <>
      {Kit ? (
        <Kit
          onRefresh={async () => {
            await onRefresh();
          }}
          pullingText={t('refresh.pull')}
          canReleaseText={t('refresh.release')}
          refreshingText={t('refresh.refreshing')}
          completeText={t('refresh.done')}
        >
          {frame}
        </Kit>
      ) : (
        frame
      )}
      {createPortal(children, content)}
    </>
  );
}
