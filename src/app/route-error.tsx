import { Component, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isChunkLoadError } from '../shared/lib/lazy-screen';
import { report } from '../shared/monitoring/reporter';
import { ErrorPanel } from '../shared/ui/error-panel';

/**
 * A screen that failed to load or render. A chunk that failed (section 8's load error) is retried by
 * reloading the page, which fetches the chunk again.
 */
export function RouteError({ error }: { error: unknown }) {
  const { t } = useTranslation(['common', 'errors']);
  const chunk = isChunkLoadError(error);
  const message = error instanceof Error ? error.message : String(error);
  useEffect(() => {
    report(chunk ? { type: 'chunk-load-error', message } : { type: 'render-error', message });
  }, [chunk, message]);
  return (
    <ErrorPanel
      art={chunk ? 'reload' : 'error'}
      kind={chunk ? 'chunk' : 'render'}
      title={chunk ? t('errors:chunk.title') : t('errors:unexpected.title')}
      body={chunk ? t('errors:chunk.body') : t('errors:unexpected.body')}
      action={{ label: t('retry'), onClick: () => window.location.reload() }}
    />
  );
}

interface BoundaryState {
  failed: boolean;
  error: unknown;
}

/** Shows `RouteError` in place of what it wraps when that throws: a chunk that failed, or a render error. */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { failed: false, error: undefined };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { failed: true, error };
  }

  override render() {
    return this.state.failed ? <RouteError error={this.state.error} /> : this.props.children;
  }
}
