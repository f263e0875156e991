import { Button } from 'antd-mobile';
import { createErrorBlock } from 'antd-mobile/es/components/error-block/create-error-block';
import { busyImage } from 'antd-mobile/es/components/error-block/images/busy';
import { defaultImage } from 'antd-mobile/es/components/error-block/images/default';
import { disconnectedImage } from 'antd-mobile/es/components/error-block/images/disconnected';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api';
import { BASE_CODES as CODES } from '../../../contracts/codes/base';
import './error-state.css';

// The kit's block with the three pictures a call error shows, without its empty-list one (the landing
// carries this screen: docs/decisions/0021).
const ErrorBlock = createErrorBlock({
  default: defaultImage,
  disconnected: disconnectedImage,
  busy: busyImage,
  empty: defaultImage,
});

interface Props {
  error: unknown;
  onRetry?: () => void;
}

/** A call error that blocks the screen: what happened in the user's words, and one way forward. */
export function ErrorState({ error, onRetry }: Props) {
  const { t } = useTranslation(['common', 'errors']);
  let status: 'default' | 'disconnected' | 'busy' = 'default';
  let title: string = t('errors:unexpected.title');
  let description: string = t('errors:unexpected.body');
  if (isApiError(error)) {
    switch (error.kind) {
      case 'offline':
        status = 'disconnected';
        title = t('errors:offline.title');
        description = t('errors:offline.body');
        break;
      case 'network':
        status = 'disconnected';
        title = t('errors:network.title');
        description = t('errors:network.body');
        break;
      case 'timeout':
        status = 'busy';
        title = t('errors:timeout.title');
        description = t('errors:timeout.body');
        break;
      case 'contract':
        description = error.ret_msg;
        break;
      case 'code':
        if (error.ret_code === CODES.SERVERS_BUSY.code) {
          status = 'busy';
          title = error.ret_msg;
          description = '';
        } else {
          title = t('errors:cannotProcess.title');
          description = error.ret_msg;
        }
        break;
    }
  }
  return (
    <div className="error-state" role="alert" data-kind={isApiError(error) ? error.kind : 'unexpected'}>
      <ErrorBlock status={status} title={title} description={description} fullPage={false} />
      {onRetry ? (
        <Button block color="primary" size="large" onClick={onRetry} className="error-state__retry">
          {t('retry')}
        </Button>
      ) : null}
    </div>
  );
}
