import '../../shared/ui/agreement.css';
import { Checkbox } from 'antd-mobile';
import { Dialog } from '../../shared/ui/antd-popups';
import { CheckCircleFill, DownOutline } from 'antd-mobile-icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { call, endpointQuery, isApiError, removeEndpoints } from '../../api';
import { endpoints } from './endpoints';
import { ROUTES } from '../../shared/navigation/routes';
import { useAppNavigate } from '../../shared/navigation/use-app-navigate';
import { BottomAction } from '../../shared/ui/bottom-action';
import { QueryFrame, QueryPending } from '../../shared/ui/query-frame';
import { TermsHtml } from './terms-html';
import { useReadToEnd } from './use-read-to-end';
// The shared shell's classes first, so the feature's modifiers win.
import '../../shared/ui/screen.css';
import './register.css';
import { useThrottledAction } from '../../shared/lib/use-throttled-action';

const BOXES = ['readAgree', 'notUsEuTaxCitizen', 'dataUseConsent'] as const;
type TermsForm = Record<(typeof BOXES)[number], boolean>;

/** Where to go once agreed: `next` from the query when it is a path of this app, else the loading step. */
function nextPath(value: string | null): string {
  return value && value.startsWith('/') && !value.startsWith('//') ? value : ROUTES.LOADING;
}

/** The terms screen: read the bank's terms to the bottom, tick the three boxes, the agreement is saved. */
export default function TermsPage() {
  const { t } = useTranslation('register');
  const nav = useAppNavigate();
  const [params] = useSearchParams();
  const next = nextPath(params.get('next'));
  const client = useQueryClient();
  const terms = useQuery({ ...endpointQuery(endpoints.getTncContent, {}), staleTime: Infinity });
  const { boxRef, endRef, read } = useReadToEnd(terms.isSuccess);
  const { control } = useForm<TermsForm>({
    defaultValues: { readAgree: false, notUsEuTaxCitizen: false, dataUseConsent: false },
  });
  const values = useWatch({ control });
  const ready = read && BOXES.every((box) => values[box]);
  const save = useMutation({
    mutationFn: () =>
      call(endpoints.saveProtocol, {
        tncNameList: (terms.data?.tncContentList ?? []).map((doc) => doc.tncName),
        readAndAgree: 'Y',
        notUsEuTaxCitizen: 'Y',
        dataUseConsent: 'Y',
      }),
    onSuccess: () => {
      // pre_check now answers tncRequired 'N': drop the old answer so the apply screen shows the agreement.
      removeEndpoints(client, [endpoints.preCheck]);
      // Agreed terms are not a page to come back to.
      nav.replace(next);
    },
    onError: (error) => {
      // A network failure already shows its own dialog.
      if (isApiError(error) && error.kind === 'network') return;
      void Dialog.alert({
        content: isApiError(error) ? error.ret_msg : t('terms.saveFailed'),
        confirmText: t('ok'),
      });
    },
  });

  const saveOnce = useThrottledAction(() => save.mutateAsync());

  // The page shows while the terms load (the box holds the skeleton); a failed read is the frame's error.
  const page = (
    <div className="screen" data-testid="terms-page">
      <section className="card terms" aria-labelledby="terms-heading">
        <h2 className="register-card__title" id="terms-heading">
          {t('terms.heading')}
        </h2>
        <p className="register-card__intro">{t('terms.intro')}</p>
        <div
          className="terms-box"
          ref={boxRef}
          tabIndex={0}
          role="region"
          aria-label={t('terms.region')}
          aria-busy={terms.isPending}
          data-testid="terms-box"
        >
          {terms.data ? (
            terms.data.tncContentList.map((doc) => <TermsHtml key={doc.tncName} html={doc.content} />)
          ) : (
            <QueryPending />
          )}
          <div ref={endRef} className="terms-box__end" aria-hidden="true" />
        </div>
        <p className={`terms-progress${read ? ' terms-progress--done' : ''}`} role="status">
          {read ? <CheckCircleFill aria-hidden="true" /> : <DownOutline aria-hidden="true" />}
          {read ? t('terms.readDone') : t('terms.scrollHint')}
        </p>
      </section>

      <form
        className="card agreement-list"
        aria-labelledby="terms-agree-title"
        onSubmit={(e) => e.preventDefault()}
      >
        <h2 className="register-card__title" id="terms-agree-title">
          {t('terms.agreeTitle')}
        </h2>
        {BOXES.map((box) => (
          <Controller
            key={box}
            name={box}
            control={control}
            render={({ field }) => (
              <Checkbox
                checked={field.value}
                onChange={field.onChange}
                disabled={!read}
                className="agreement-item"
              >
                {t(`terms.${box}`)}
              </Checkbox>
            )}
          />
        ))}
      </form>

      <BottomAction
        disabled={!ready}
        disabledReason={t('terms.disabledReason')}
        loading={save.isPending}
        onClick={saveOnce}
        testId="terms-agree"
      >
        {t('terms.agree')}
      </BottomAction>
    </div>
  );
  return (
    <QueryFrame query={terms} skeleton={page}>
      {() => page}
    </QueryFrame>
  );
}
