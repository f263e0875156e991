import type { Scenario } from '../../define-scenario';
import list from './list.scenario';
import listEnglish from './list-english.scenario';
import searchEmpty from './search-empty.scenario';
import claim from './claim.scenario';
import mine from './mine.scenario';
import barcode from './barcode.scenario';

/** The coupon scenarios (one *.scenario.ts file each in this folder). */
export const couponScenarios: Scenario[] = [list, listEnglish, searchEmpty, claim, mine, barcode];
