import { PullToRefresh } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The namespaces that word pull to refresh (refresh.pull, .release, .refreshing, .done). */
export type RefreshNs =
  'bills' | 'coupons' | 'deals' | 'news' | 'paylaterHome' | 'points' | 'transactions' | 'wallet';

/** Pull to refresh on a list screen, in the words of the screen's namespace. */
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
  return (
    <PullToRefresh
      onRefresh={async () => {
        await onRefresh();
      }}
      pullingText={t('refresh.pull')}
      canReleaseText={t('refresh.release')}
      refreshingText={t('refresh.refreshing')}
      completeText={t('refresh.done')}
    >
      {children}
    </PullToRefresh>
  );
}
