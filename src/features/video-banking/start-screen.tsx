import { zodResolver } from '@hookform/resolvers/zod';
import { Input, TextArea } from 'antd-mobile';
import { Dialog } from '../../shared/ui/antd-popups';
import { CheckCircleOutline, ClockCircleOutline, VideoOutline } from 'antd-mobile-icons';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import type { ResponseOf } from '../../../contracts/endpoint';
import { savedExtInfo, type ExtCustInfoAnswer } from '../../../contracts/entities/onboarding-ext-info';
import { endpointQuery } from '../../api';
import { endpoints } from './endpoints';
import { bridge } from '../../bridge';
import { useAppNavigate } from '../../shared/navigation/use-app-navigate';
import { BottomAction } from '../../shared/ui/bottom-action';
import { isStartRefusal, joinQueue } from './vb-api';
import { bankIssues, showCallError } from './vb-errors';
import { errorText, VbField } from './vb-field';
import { sessionPath } from './vb-paths';
import { VbHero } from './vb-hero';
import { useVbStore, type JoinDetails } from './vb-store';
import { formatWibHours } from '../../shared/lib/dates';
import '../../shared/ui/screen.css';

type PreCheck = ResponseOf<typeof endpoints.vbPreCheck>;
type FieldName = keyof JoinDetails;

/** The two fields create/session takes from the user, with the contract's own rules. */
const JoinSchema = z.pick(endpoints.vbCreateSession.request, { motherFirstName: true, currentAddress: true });
const resolver = zodResolver(JoinSchema as never) as unknown as Resolver<JoinDetails>;

/** The address saved with the Pay Later form, as one line (a starting point the user can change). */
function savedAddress(info: ExtCustInfoAnswer | undefined): string {
  if (!info?.address) return '';
  const rtrw = info.rtrw ? `RT/RW ${info.rtrw}` : '';
  const parts = [info.address, rtrw, info.subDistrict, info.district, info.city, info.province, info.zipCode];
  return parts.filter(Boolean).join(', ').slice(0, 256);
}

/** Camera access is off: say so, and offer the phone's settings. */
function askForCamera(
  t: (key: 'start.cameraTitle' | 'start.cameraBody' | 'start.cameraSettings' | 'start.cameraLater') => string,
) {
  void Dialog.confirm({
    'aria-label': t('start.cameraTitle'),
    title: t('start.cameraTitle'),
    content: t('start.cameraBody'),
    confirmText: t('start.cameraSettings'),
    cancelText: t('start.cameraLater'),
    onConfirm: () => void bridge.openSettings(),
  });
}

/**
 * vb.start: what happens, what to prepare, the service hours and attempts left; the mother's first name
 * and the current address; the camera asked for before joining the queue.
 */
export function StartScreen({ preCheck, onRefused }: { preCheck: PreCheck; onRefused: () => void }) {
  const { t, i18n } = useTranslation('videoBanking');
  const nav = useAppNavigate();
  const { joined, remember } = useVbStore();
  const [askingCamera, setAskingCamera] = useState(false);
  const form = useForm<JoinDetails>({
    resolver,
    mode: 'onTouched',
    defaultValues: joined ?? { motherFirstName: '', currentAddress: '' },
  });
  const { control, handleSubmit, setValue, getValues, setError, formState } = form;

  const saved = useQuery({
    ...endpointQuery(endpoints.queryExtCustInfo, {}),
    retry: false,
    staleTime: Infinity,
    throwOnError: false,
  });
  const address = saved.data && savedExtInfo(saved.data) ? savedAddress(saved.data) : '';
  useEffect(() => {
    if (address && !getValues('currentAddress')) setValue('currentAddress', address);
  }, [address, getValues, setValue]);

  const join = useMutation({
    mutationFn: joinQueue,
    onSuccess: (session, details) => {
      remember(details);
      nav.replace(sessionPath(session.sessionId));
    },
    onError: (error) => {
      if (isStartRefusal(error)) return onRefused();
      const issues = bankIssues(error).filter((i): i is { path: FieldName; message: string } =>
        ['motherFirstName', 'currentAddress'].includes(i.path),
      );
      if (issues.length === 0) return showCallError(error);
      for (const issue of issues) setError(issue.path, { type: 'bank', message: issue.message });
    },
  });

  const start = handleSubmit(async (details) => {
    setAskingCamera(true);
    const camera = await bridge
      .requestCamera()
      .catch(() => ({ status: 0 as const }))
      .finally(() => setAskingCamera(false));
    if (camera.status === 0) return askForCamera(t);
    join.mutate(details);
  });

  const hours = formatWibHours(preCheck.serviceStartTime, preCheck.serviceEndTime, i18n.language);
  const error = (name: FieldName) => errorText(formState.errors[name], i18n.language);

  return (
    <div className="step-screen vb vb-start" data-testid="vb-start">
      <VbHero step="start" icon={<VideoOutline />} />

      <section className="step-tips vb-card" aria-labelledby="vb-prepare-heading">
        <h3 id="vb-prepare-heading">{t('start.prepareHeading')}</h3>
        <ul className="vb-list">
          {(['ktp', 'place', 'network'] as const).map((item) => (
            <li key={item}>
              <CheckCircleOutline aria-hidden="true" className="vb-list__icon" />
              {t(`start.prepare.${item}`)}
            </li>
          ))}
        </ul>
      </section>

      <section className="step-tips vb-card vb-card--row" aria-labelledby="vb-hours-heading">
        <ClockCircleOutline aria-hidden="true" className="vb-card__icon" />
        <div>
          <h3 id="vb-hours-heading">{t('start.hoursHeading')}</h3>
          <p>{t('start.hours', { hours })}</p>
          <p className="vb-muted" data-testid="vb-attempts-left">
            {t('attemptsLeft', { left: preCheck.attemptsLeft, total: preCheck.attemptsPerDay })}
          </p>
        </div>
      </section>

      <form
        className="step-tips vb-card vb-form"
        aria-labelledby="vb-form-heading"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void start();
        }}
      >
        <h3 id="vb-form-heading">{t('start.formHeading')}</h3>
        <Controller
          control={control}
          name="motherFirstName"
          render={({ field }) => (
            <VbField
              id="vb-mother"
              label={t('start.motherLabel')}
              hint={t('start.motherHint')}
              error={error('motherFirstName')}
            >
              <Input
                id="vb-mother"
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                placeholder={t('start.motherPlaceholder')}
                autoComplete="off"
                maxLength={100}
              />
            </VbField>
          )}
        />
        <Controller
          control={control}
          name="currentAddress"
          render={({ field }) => (
            <VbField
              id="vb-address"
              label={t('start.addressLabel')}
              hint={t('start.addressHint')}
              error={error('currentAddress')}
            >
              <TextArea
                id="vb-address"
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                placeholder={t('start.addressPlaceholder')}
                autoSize={{ minRows: 2, maxRows: 4 }}
                maxLength={256}
              />
            </VbField>
          )}
        />
      </form>

      <BottomAction
        onClick={() => void start()}
        loading={askingCamera || join.isPending}
        testId="vb-start-call"
      >
        {t('start.submit')}
      </BottomAction>
    </div>
  );
}
