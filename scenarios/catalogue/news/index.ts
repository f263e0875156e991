import type { Scenario } from '../../define-scenario';
import list from './list.scenario';
import listEnglish from './list-english.scenario';
import searchEmpty from './search-empty.scenario';

/** The news scenarios (one *.scenario.ts file each in this folder). */
export const newsScenarios: Scenario[] = [list, listEnglish, searchEmpty];
