import { Input } from 'antd-mobile';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, endpointKeyFor, isApiError } from '../../api';
import { endpoints } from './endpoints';
import { ROUTES } from '../../shared/navigation/routes';
import { useAppNavigate } from '../../shared/navigation/use-app-navigate';
import { BottomAction } from '../../shared/ui/bottom-action';
import { Field } from '../../shared/forms/form-field';
import { fetchPaylaterFlow, submitStep } from '../../shared/onboarding/flow';
import { QueryFrame } from '../../shared/ui/query-frame';
import './onboarding.css';

/** The questionnaire (QUESTION_VALIDATE): answers sent with submit/vb_result, then the flow goes on. */
export default function QuestionPage() {
  const { t } = useTranslation('onboarding');
  const nav = useAppNavigate();
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const questions = useQuery({
    queryKey: endpointKeyFor(endpoints.queryQuestionList, {}),
    queryFn: async () => {
      const flow = await fetchPaylaterFlow();
      return call(endpoints.queryQuestionList, { flowId: flow.flowId });
    },
  });
  const send = useMutation({
    mutationFn: async () => {
      const list = questions.data?.questions ?? [];
      const result = await call(endpoints.submitVbResult, {
        BIZ_TYPE: 'PAY_APP',
        QUESTION_RESULT: list.map((q) => ({ id: q.id, answer: (answers[q.id] ?? '').trim() })),
      });
      if (result.RESULT !== 'PASS') return result;
      await submitStep('QUESTION_VALIDATE');
      return result;
    },
    onSuccess: (result) => {
      if (result.RESULT === 'PASS') nav.replace(ROUTES.LOADING);
    },
  });

  return (
    <QueryFrame query={questions}>
      {(data) => {
        const list = data.questions;
        const complete = list.every((q) => (answers[q.id] ?? '').trim() !== '');
        const failed = send.data?.RESULT === 'FAIL';
        const bankError =
          send.error && isApiError(send.error) && send.error.kind !== 'network' ? send.error.ret_msg : '';

        return (
          <div className="onboarding" data-testid="question-page">
            <section className="onboarding-card" aria-labelledby="q-heading">
              <h2 id="q-heading">{t('question.heading')}</h2>
              <p>{t('question.intro')}</p>
              {list.map((q, index) => (
                <Field key={q.id} id={`q-${q.id}`} label={`${index + 1}. ${q.question}`} error={undefined}>
                  <Input
                    id={`q-${q.id}`}
                    aria-label={q.question}
                    placeholder={t('question.answer')}
                    value={answers[q.id] ?? ''}
                    onChange={(value) => setAnswers((prev) => ({ ...prev, [q.id]: value }))}
                    maxLength={100}
                  />
                </Field>
              ))}
              {failed || bankError ? (
                <p className="onboarding-field__error" role="alert">
                  {bankError || t('question.failed')}
                </p>
              ) : null}
            </section>
            <BottomAction
              onClick={() => send.mutate()}
              disabled={!complete}
              loading={send.isPending}
              testId="question-submit"
            >
              {t('question.submit')}
            </BottomAction>
          </div>
        );
      }}
    </QueryFrame>
  );
}
