// The Indonesian faker alone (id_ID, en, base): the package's main entry loads every locale, a tenth of a
// second at each start of the server.
import { faker } from '@faker-js/faker/locale/id_ID';
import { createBaseState } from './base-state';
import { BankStateSchema, type BankState } from '../fake-bank/model/bank-state';
import type { Scenario, ScenarioCatalogue } from '../fake-bank/model/scenario';
import applyCanApply from './catalogue/paylater-apply/can-apply.scenario';
import applyNotWhitelisted from './catalogue/paylater-apply/not-whitelisted.scenario';
import langEnglish from './catalogue/lang-english.scenario';
import langBrowserEnglish from './catalogue/lang-browser-english.scenario';
import langIndonesian from './catalogue/lang-indonesian.scenario';
import landingAccessAllowed from './catalogue/paylater-apply/landing-access-allowed.scenario';
import landingAccessCode from './catalogue/paylater-apply/landing-access-code-80430241.scenario';
import landingAccessDenied from './catalogue/paylater-apply/landing-access-denied.scenario';
import landingFeatureNotOpen from './catalogue/paylater-apply/landing-feature-not-open.scenario';
import landingGrayMiss from './catalogue/paylater-apply/landing-gray-miss.scenario';
import landingNoAccessList from './catalogue/paylater-apply/landing-no-access-list.scenario';
import netCannotProcess from './catalogue/net-cannot-process.scenario';
import netChunkLoadError from './catalogue/net-chunk-load-error.scenario';
import netNetworkFailure from './catalogue/net-network-failure.scenario';
import netNoConnection from './catalogue/net-no-connection.scenario';
import netServersBusy from './catalogue/net-servers-busy.scenario';
import netTooSlow from './catalogue/net-too-slow.scenario';
import { applyScenarios } from './catalogue/paylater-apply';
import { onboardingScenarios } from './catalogue/onboarding';
import { otpScenarios } from './catalogue/otp';
import { pinScenarios } from './catalogue/pin';
import { registerScenarios } from './catalogue/register';
import { ocrScenarios } from './catalogue/id-scan';
import { faceScenarios } from './catalogue/face';
import { vbScenarios } from './catalogue/video-banking';
import { homeScenarios } from './catalogue/paylater-home';
import { accountScenarios } from './catalogue/paylater-home/account';
import { cashScenarios } from './catalogue/instant-cash';
import { repayScenarios } from './catalogue/repayment';
import { billScenarios } from './catalogue/bills';
import { txnScenarios } from './catalogue/transactions';
import { walletScenarios } from './catalogue/wallet';
import { checkoutScenarios } from './catalogue/checkout';
import { topupScenarios } from './catalogue/top-up';
import { upgradeScenarios } from './catalogue/upgrade';
import { settingsScenarios } from './catalogue/settings';
import { pointsScenarios } from './catalogue/points';
import { memberScenarios } from './catalogue/membership';
import { couponScenarios } from './catalogue/coupons';
import { dealsScenarios } from './catalogue/deals';
import { newsScenarios } from './catalogue/news';
import { helpScenarios } from './catalogue/help';

export { defineScenario, type Scenario } from './define-scenario';
export { BankStateSchema, type BankState } from '../fake-bank/model/bank-state';
export { FaultSchema, FaultsInputSchema, type Fault, type FaultsInput } from '../fake-bank/model/faults';

export const DEFAULT_SCENARIO_ID = 'apply.can-apply';
/** 10:00 WIB on the day the catalogue was written; scenarios move it when their state needs a date. */
export const DEFAULT_CLOCK = '2026-11-21T10:00:00+07:00';

const all: Scenario[] = [
  applyCanApply,
  applyNotWhitelisted,
  landingAccessAllowed,
  landingAccessCode,
  landingAccessDenied,
  landingFeatureNotOpen,
  landingGrayMiss,
  landingNoAccessList,
  netNetworkFailure,
  netNoConnection,
  netTooSlow,
  netServersBusy,
  netCannotProcess,
  netChunkLoadError,
  langIndonesian,
  langEnglish,
  langBrowserEnglish,
  ...applyScenarios,
  ...onboardingScenarios,
  ...otpScenarios,
  ...pinScenarios,
  ...registerScenarios,
  ...ocrScenarios,
  ...faceScenarios,
  ...vbScenarios,
  ...homeScenarios,
  ...accountScenarios,
  ...cashScenarios,
  ...repayScenarios,
  ...billScenarios,
  ...txnScenarios,
  ...walletScenarios,
  ...checkoutScenarios,
  ...topupScenarios,
  ...upgradeScenarios,
  ...settingsScenarios,
  ...pointsScenarios,
  ...memberScenarios,
  ...couponScenarios,
  ...dealsScenarios,
  ...newsScenarios,
  ...helpScenarios,
];

/** A stable seed per scenario id, so the same scenario always yields the same people and numbers. */
function seedOf(id: string): number {
  let hash = 2166136261;
  for (const char of id) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return hash >>> 0;
}

export function clockOf(scenario: Scenario): string {
  return scenario.clock ?? DEFAULT_CLOCK;
}

/** The seeded state of a scenario, validated against the contracts' shapes. */
export function buildState(scenario: Scenario): BankState {
  // One instance, reseeded: building a seed is synchronous, so no two builds share the generator.
  faker.seed(seedOf(scenario.id));
  const state = createBaseState(faker, clockOf(scenario));
  scenario.seed?.(state, faker);
  const parsed = BankStateSchema.safeParse(state);
  if (!parsed.success) {
    throw new Error(`Scenario ${scenario.id} seeds an invalid state: ${parsed.error.message}`);
  }
  return parsed.data;
}

const seedJson = new Map<string, string>();

/**
 * A scenario's seed as JSON, built once per process: building is deterministic (a fixed faker seed and
 * clock), so every session of the scenario starts from the same text.
 */
export function seedJsonOf(scenario: Scenario): string {
  let json = seedJson.get(scenario.id);
  if (json === undefined) {
    json = JSON.stringify(buildState(scenario));
    seedJson.set(scenario.id, json);
  }
  return json;
}

/** A new copy of a scenario's seeded state (parsed from its cached JSON: no faker, no schema walk). */
export function seedStateOf(scenario: Scenario): BankState {
  return JSON.parse(seedJsonOf(scenario)) as BankState;
}

function validateCatalogue(scenarios: Scenario[]): Map<string, Scenario> {
  const byId = new Map<string, Scenario>();
  for (const scenario of scenarios) {
    if (byId.has(scenario.id)) throw new Error(`Duplicate scenario id ${scenario.id}`);
    byId.set(scenario.id, scenario);
  }
  if (!byId.has(DEFAULT_SCENARIO_ID)) throw new Error(`Default scenario ${DEFAULT_SCENARIO_ID} missing`);
  return byId;
}

/**
 * The catalogue, its ids checked when this module loads. Seeds are built when a session starts (building all
 * of them here cost the server a second at start-up); `scenarios/catalogue.test.ts` builds and validates every
 * seed, so a broken scenario fails `npm test` instead.
 */
export const catalogue: Map<string, Scenario> = validateCatalogue(all);

/** What the entries (server, demo, tests) hand to `createBank`: the bank never imports this folder. */
export const scenarioCatalogue: ScenarioCatalogue = {
  defaultId: DEFAULT_SCENARIO_ID,
  scenarios: catalogue,
  clockOf,
  seedJsonOf,
  seedStateOf,
};
