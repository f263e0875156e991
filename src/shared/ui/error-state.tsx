import { useTranslation } from 'react-i18next';
import { isApiError, isCodeValue } from '../../api/errors';
import { useNetworkDialog } from '../../api/network-dialog-store';
import { SERVERS_BUSY_CODE } from '../../../contracts/codes/base-values';
import { ErrorPanel } from './error-panel';
import { SpotArt, type SpotKind } from './spot-art';
import './error-state.css';

interface Props {
  error: unknown;
  onRetry?: () => void;
}

/** A call error that blocks the screen: what happened in the user's words, and one way forward. */
export function ErrorState({ error, onRetry }: Props) {
  const { t } = useTranslation(['common', 'errors']);
  const dialogOpen = useNetworkDialog((s) => s.open);
  let art: SpotKind = 'error';
  let title: string = t('errors:unexpected.title');
  let description: string = t('errors:unexpected.body');
  const kind = isApiError(error) ? error.kind : 'unexpected';
  if (isApiError(error)) {
    switch (error.kind) {
      case 'offline':
        art = 'network';
        title = t('errors:offline.title');
        description = t('errors:offline.body');
        break;
      case 'network':
        art = 'network';
        title = t('errors:network.title');
        description = t('errors:network.body');
        break;
      case 'timeout':
        art = 'busy';
        title = t('errors:timeout.title');
        description = t('errors:timeout.body');
        break;
      case 'contract':
        description = error.ret_msg;
        break;
      case 'code':
        if (isCodeValue(error, SERVERS_BUSY_CODE)) {
          art = 'busy';
          title = error.ret_msg;
          description = '';
        } else {
          title = t('errors:cannotProcess.title');
          description = error.ret_msg;
        }
        break;
    }
  }
  // A dropped call is told by the network dialog (section 8): one message per failure. While the dialog
  // is up the page says nothing; once it is closed the page keeps the words and the way forward, quietly.
  if (kind === 'network' && dialogOpen) {
    return (
      <section className="error-state" data-kind={kind} aria-hidden="true">
        <SpotArt kind={art} />
      </section>
    );
  }
  return (
    <ErrorPanel
      art={art}
      title={title}
      body={description}
      kind={kind}
      announce={kind !== 'network'}
      action={onRetry ? { label: t('retry'), onClick: onRetry } : undefined}
    />
  );
}
