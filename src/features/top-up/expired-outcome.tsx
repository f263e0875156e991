import { ClockCircleFill } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '../../shared/navigation/routes';
import { useAppNavigate } from '../../shared/navigation/use-app-navigate';
import { Outcome } from '../../shared/ui/outcome';

/** A code that can no longer be paid: say so, and make a new one. */
export function ExpiredOutcome({
  title,
  body,
  actionLabel,
  onNew,
}: {
  title: string;
  body: string;
  actionLabel: string;
  onNew: () => void;
}) {
  const { t } = useTranslation('topUp');
  const nav = useAppNavigate();
  return (
    <Outcome
      testId="topup-expired"
      status="warning"
      icon={<ClockCircleFill />}
      title={title}
      body={body}
      link={{ label: t('titles.home'), onClick: () => nav.replace(ROUTES.TOP_UP) }}
      action={{ label: actionLabel, onClick: onNew, testId: 'topup-new-code' }}
    />
  );
}
