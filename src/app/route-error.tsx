import { Suspense, useEffect } from 'react';
import { useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from 'antd-mobile';
import { createErrorBlock } from 'antd-mobile/es/components/error-block/create-error-block';
import { lazyPart } from '../shared/lib/lazy-part';
import { isChunkLoadError } from '../shared/lib/lazy-screen';
import { report } from '../shared/monitoring/reporter';

// This screen is in the first chunk (it must show when a screen's chunk fails): the kit's error block
// without its four pictures (about 10 KB gzipped; docs/decisions/0021). The one it shows comes in a chunk
// of its own, into the block's fixed-height frame; when no chunk can load, the words and the retry stand alone.
const DisconnectedPicture = lazyPart(() =>
  import('antd-mobile/es/components/error-block/images/disconnected').then(
    (m) =>
      function Picture() {
        return m.disconnectedImage;
      },
  ),
);
const picture = (
  <Suspense fallback={null}>
    <DisconnectedPicture />
  </Suspense>
);
const ErrorBlock = createErrorBlock({
  default: picture,
  disconnected: picture,
  empty: picture,
  busy: picture,
});

/**
 * A screen that failed to load or render. A chunk that failed (section 8's load error) is retried by
 * reloading the page, which fetches the chunk again.
 */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation(['common', 'errors']);
  const chunk = isChunkLoadError(error);
  const message = error instanceof Error ? error.message : String(error);
  useEffect(() => {
    report(chunk ? { type: 'chunk-load-error', message } : { type: 'render-error', message });
  }, [chunk, message]);
  return (
    <div className="error-state" role="alert" data-kind={chunk ? 'chunk' : 'render'}>
      <ErrorBlock
        status="disconnected"
        fullPage={false}
        title={chunk ? t('errors:chunk.title') : t('errors:unexpected.title')}
        description={chunk ? t('errors:chunk.body') : t('errors:unexpected.body')}
      />
      <Button block color="primary" size="large" onClick={() => window.location.reload()}>
        {t('retry')}
      </Button>
    </div>
  );
}
