import { Button, Result } from 'antd-mobile';
import { BellOutline, CheckCircleFill } from 'antd-mobile-icons';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '../../api';
import { bridge } from '../../bridge';
import { endpoints } from './endpoints';
import { CallFailure } from '../../shared/ui/query-frame';
import { showToast } from '../../shared/ui/lazy-popups';
import { useThrottledAction } from '../../shared/lib/use-throttled-action';

/**
 * Pay Later is offered to whitelisted users only. Inside the gray release (notifyOffered) the others can
 * ask to be told when it opens; outside it they are pointed to the bank app, where the offer will appear.
 */
export function NotWhitelisted({ notifyOffered }: { notifyOffered: boolean }) {
  const { t } = useTranslation('paylaterApply');
  const notify = useMutation({
    mutationFn: () => call(endpoints.saveNotifyRequest, {}),
    onSuccess: () => showToast({ content: t('notWhitelisted.subscribed'), icon: 'success' }),
  });
  const notifyOnce = useThrottledAction(() => notify.mutateAsync());
  return (
    <div className="apply apply--not-whitelisted" data-testid="apply-not-whitelisted">
      <Result
        icon={<BellOutline />}
        status="info"
        title={t('notWhitelisted.title')}
        description={t(notifyOffered ? 'notWhitelisted.body' : 'notWhitelisted.bodyApp')}
      />
      {notify.error ? <CallFailure error={notify.error} /> : null}
      <div className="apply-notify">
        {!notifyOffered ? (
          <Button block color="primary" size="large" shape="rounded" onClick={() => void bridge.openApp()}>
            {t('notWhitelisted.openApp')}
          </Button>
        ) : notify.isSuccess ? (
          <p className="apply-notify__done" role="status">
            <CheckCircleFill aria-hidden="true" /> {t('notWhitelisted.subscribedBadge')}
          </p>
        ) : (
          <Button
            block
            color="primary"
            size="large"
            shape="rounded"
            loading={notify.isPending}
            onClick={notifyOnce}
          >
            {t('notWhitelisted.notify')}
          </Button>
        )}
      </div>
    </div>
  );
}
