import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api';
import { applyCredit } from '../../../contracts/endpoints/onboarding';
import { ROUTES } from '../../shared/navigation/routes';
import { useAppNavigate } from '../../shared/navigation/use-app-navigate';
import { CallFailure, QueryFrame } from '../../shared/ui/query-frame';
import { BIZ_TYPE, CASE_KEY, useCase } from './use-application';
import { Progress, Refusal } from './views';
import './apply.css';
import { isCode } from '../../api/is-code';

/**
 * SUBMIT_ROUTE, the end of the apply flow: apply/credit with the case number of pre_check, then the
 * result page polls the answer. The bank may refuse: link expired, or data on another account.
 */
export default function SubmitPage() {
  const { t } = useTranslation('paylaterApply');
  const nav = useAppNavigate();
  const caseQuery = useCase();
  const client = useQueryClient();
  const apply = useMutation({
    mutationFn: (caseNo: string) => call(applyCredit, { OPEN_ACCT_CASE_NO: caseNo, BIZ_TYPE }),
    onSuccess: (data) => {
      client.setQueryData(CASE_KEY, { appNo: data.APP_NO, openAcctCaseNo: data.OPEN_ACCT_CASE_NO });
      nav.replace(ROUTES.RESULT);
    },
  });
  const sent = useRef(false);
  const caseNo = caseQuery.data?.openAcctCaseNo;
  useEffect(() => {
    if (!caseNo || sent.current) return;
    sent.current = true;
    apply.mutate(caseNo);
  }, [caseNo, apply]);

  // apply/credit is sent once the case is read: its failure is told inside the frame.
  return (
    <QueryFrame query={caseQuery}>
      {() => {
        const error = apply.error;
        if (!error) return <Progress text={t('submit.sending')} />;
        if (isCode(error, 'ONB_LINK_EXPIRED')) return <Refusal kind="linkExpired" message={error.ret_msg} />;
        if (isCode(error, 'ONB_DATA_ON_ANOTHER_ACCOUNT'))
          return <Refusal kind="dataOnAnotherAccount" message={error.ret_msg} />;
        return <CallFailure error={error} onRetry={() => caseNo && apply.mutate(caseNo)} />;
      }}
    </QueryFrame>
  );
}
