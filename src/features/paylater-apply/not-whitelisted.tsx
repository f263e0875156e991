import { Button, Result } from 'antd-mobile';
import { BellOutline, CheckCircleFill } from 'antd-mobile-icons';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '../../api';
import { endpoints } from './endpoints';
import { ErrorState } from '../../shared/ui/error-state';
import { showToast } from '../../shared/ui/lazy-popups';

/** Pay Later is offered to whitelisted users only: the others can ask to be told when it opens. */
export function NotWhitelisted() {
  const { t } = useTranslation('apply');
  const notify = useMutation({
    mutationFn: () => call(endpoints.saveNotifyRequest, {}),
    onSuccess: () => showToast({ content: t('notWhitelisted.subscribed'), icon: 'success' }),
  });
  return (
    <div className="apply apply--not-whitelisted" data-testid="apply-not-whitelisted">
      <Result
        icon={<BellOutline />}
        status="info"
        title={t('notWhitelisted.title')}
        description={t('notWhitelisted.body')}
      />
      {notify.error ? <ErrorState error={notify.error} /> : null}
      <div className="apply-notify">
        {notify.isSuccess ? (
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
            onClick={() => notify.mutate()}
          >
            {t('notWhitelisted.notify')}
          </Button>
        )}
      </div>
    </div>
  );
}
