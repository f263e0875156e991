import { describe, expect, it } from 'vitest';
import { PAYLATER_FLOW } from '../fake-bank/model/onboarding';
import { catalogue, seedStateOf } from './index';

/**
 * A scenario that asks the questionnaire says its answers where the OTP and PIN are said, in its hint
 * (issue 40, point 16): the birthplace, the birth year and the NIK's last four digits, as the bank checks them.
 */
const asking = [...catalogue.values()].filter((scenario) => {
  const flow = seedStateOf(scenario).onboarding.flows.find((f) => f.bizServiceId === PAYLATER_FLOW);
  return !!flow && flow.steps.slice(flow.done).includes('QUESTION_VALIDATE');
});

describe('the scenarios that ask the questionnaire', () => {
  it('are the journeys and the questionnaire', () => {
    expect(asking.map((s) => s.id)).toEqual(
      expect.arrayContaining([
        'flow.journey-without-camera',
        'flow.journey-without-camera-english',
        'flow.next-question',
        'question.list',
      ]),
    );
  });

  it.each(asking.map((s) => [s.id, s] as const))('%s gives every answer in its hint', (_, scenario) => {
    const { customer, onboarding } = seedStateOf(scenario);
    expect(onboarding.questions.length).toBeGreaterThan(0);
    for (const question of onboarding.questions) expect(scenario.hint ?? '').toContain(question.answer);
    // The answers are the customer's own data, the NIK's birth-date digits included.
    const [year, month, day] = customer.dateOfBirth.split('-');
    const dd = String(Number(day) + (customer.gender === 'F' ? 40 : 0)).padStart(2, '0');
    expect(customer.nik.slice(6, 12)).toBe(`${dd}${month}${year!.slice(2)}`);
    expect(onboarding.questions.map((q) => q.answer)).toEqual([
      customer.birthPlace,
      year,
      customer.nik.slice(-4),
    ]);
  });
});
