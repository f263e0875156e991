import { SpinLoading } from 'antd-mobile';
import {
  CheckCircleFill,
  ClockCircleFill,
  CloseCircleFill,
  ExclamationCircleFill,
  InformationCircleFill,
} from 'antd-mobile-icons';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { bridge } from '../../bridge';
import type { ApplyResult } from '../../../contracts/entities/onboarding-apply';
import { formatDate } from '../../shared/lib/dates';
import { formatRupiah } from '../../shared/lib/money';
import { ROUTES } from '../../shared/navigation/routes';
import { useAppNavigate } from '../../shared/navigation/use-app-navigate';
import { Outcome } from './outcome';
import { showDialog } from '../../shared/ui/lazy-popups';
import type { IneligibleReason } from '../../../contracts/rules/eligibility';
import { useHiddenCreditAmount } from './use-application';

function useGoHome() {
  const { t } = useTranslation('paylaterApply');
  return { label: t('goHome'), onClick: () => bridge.close() };
}

/** "Sedang diverifikasi..." while the bank is still deciding (polled). */
export function Progress({ text }: { text?: string }) {
  const { t } = useTranslation('paylaterApply');
  return (
    <div className="apply apply-progress" role="status" data-testid="apply-progress">
      <SpinLoading color="primary" aria-hidden="true" />
      <p>{text ?? t('result.progress')}</p>
    </div>
  );
}

export function UnderReview() {
  const { t } = useTranslation('paylaterApply');
  return (
    <Outcome
      testId="apply-under-review"
      status="waiting"
      icon={<ClockCircleFill />}
      title={t('underReview.title')}
      body={t('underReview.body')}
      action={useGoHome()}
    />
  );
}

/** Pre-approved with its limit (steps left before the line is used); the limit-approved dialog greets the user once. */
export function Approved({ result }: { result: ApplyResult }) {
  const { t, i18n } = useTranslation('paylaterApply');
  const nav = useAppNavigate();
  const limit = formatRupiah(result.CREDIT_LIMIT, i18n.language);
  useEffect(() => {
    const handler = showDialog({
      'aria-label': t('approved.dialogTitle'),
      title: t('approved.dialogTitle'),
      content: <p className="apply-outcome__figure-value apply-outcome__figure-value--dialog">{limit}</p>,
      closeOnAction: true,
      actions: [{ key: 'ok', text: t('approved.dialogOk'), bold: true }],
    });
    return () => handler.close();
  }, [limit, t]);
  return (
    <Outcome
      testId="apply-approved"
      status="success"
      icon={<CheckCircleFill />}
      title={t('approved.title')}
      body={t('approved.body')}
      figure={{ label: t('approved.limitLabel'), value: limit }}
      action={{
        label: t('approved.action'),
        onClick: () => nav.push(ROUTES.RESULT),
      }}
    />
  );
}

/** Not approved: bank policy or low credit score (with what lowered it), reapply after 3 months. */
export function Rejected({ result, testId }: { result: ApplyResult; testId: string }) {
  const { t, i18n } = useTranslation('paylaterApply');
  const reason = result.REJECT_REASON || 'BANK_POLICY';
  return (
    <Outcome
      testId={testId}
      status="error"
      icon={<CloseCircleFill />}
      title={t('rejected.title')}
      body={
        <>
          <span className="apply-outcome__body">
            {t(`rejected.${reason}`)}
            {result.REJECT_DETAIL ? ` ${t(`rejected.detail.${result.REJECT_DETAIL}`)}` : ''}
          </span>
          <span className="apply-outcome__body">
            {result.REAPPLY_DATE
              ? t('rejected.reapply', { date: formatDate(result.REAPPLY_DATE, i18n.language) })
              : t('rejected.reapplyLater')}
          </span>
        </>
      }
      action={useGoHome()}
    />
  );
}

/** Not eligible (FAQ: registered user, Indonesian citizen, age 21 to 55), with the reason and a way on. */
export function NotEligible({ reason }: { reason: IneligibleReason }) {
  const { t } = useTranslation('paylaterApply');
  const nav = useAppNavigate();
  const home = useGoHome();
  return (
    <Outcome
      testId="apply-not-eligible"
      status="warning"
      icon={<InformationCircleFill />}
      title={t('notEligible.title')}
      body={t(`notEligible.${reason}`)}
      action={
        // Registration is the one reason the visitor can fix right away.
        reason === 'REGISTRATION'
          ? { label: t('notEligible.register'), onClick: () => nav.push(ROUTES.REGISTER) }
          : home
      }
    />
  );
}

/** apply/credit refused: the bank's message says why (it answers in the user's language). */
export function Refusal({
  kind,
  message,
}: {
  kind: 'linkExpired' | 'dataOnAnotherAccount';
  message: string;
}) {
  const { t } = useTranslation('paylaterApply');
  return (
    <Outcome
      testId={`apply-${kind}`}
      status="warning"
      icon={<ExclamationCircleFill />}
      title={t(`refusal.${kind}`)}
      body={message}
      action={useGoHome()}
    />
  );
}

export function Verifying() {
  const { t } = useTranslation('paylaterApply');
  return (
    <Outcome
      testId="result-verifying"
      status="waiting"
      icon={<ClockCircleFill />}
      title={t('result.verifying.title')}
      body={t('result.verifying.body')}
      action={useGoHome()}
    />
  );
}

/** Pre-approved: the limit, or "up to" the configured amount when the bank hides the limit. */
export function PreApproved({ result }: { result: ApplyResult }) {
  const { t, i18n } = useTranslation('paylaterApply');
  const nav = useAppNavigate();
  const hiddenAmount = useHiddenCreditAmount();
  const hidden = !(Number(result.CREDIT_LIMIT) > 0);
  return (
    <Outcome
      testId="result-pre-approved"
      status="success"
      icon={<CheckCircleFill />}
      title={t('result.preApproved.title')}
      body={t('result.preApproved.body')}
      figure={
        hidden
          ? { label: t('result.preApproved.upTo'), value: formatRupiah(hiddenAmount, i18n.language) }
          : { label: t('approved.limitLabel'), value: formatRupiah(result.CREDIT_LIMIT, i18n.language) }
      }
      action={{ label: t('result.preApproved.action'), onClick: () => nav.push(ROUTES.LOADING) }}
    />
  );
}

export function Success({ result }: { result: ApplyResult }) {
  const { t, i18n } = useTranslation('paylaterApply');
  const nav = useAppNavigate();
  return (
    <Outcome
      testId="result-success"
      status="success"
      icon={<CheckCircleFill />}
      title={t('result.success.title')}
      body={t('result.success.body')}
      figure={{ label: t('approved.limitLabel'), value: formatRupiah(result.CREDIT_LIMIT, i18n.language) }}
      action={{ label: t('result.success.action'), onClick: () => nav.replace(ROUTES.PAY_LATER_HOME) }}
    />
  );
}
