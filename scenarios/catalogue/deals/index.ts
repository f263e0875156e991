import type { Scenario } from '../../define-scenario';
import brandWall from './brand-wall.scenario';
import detail from './detail.scenario';
import list from './list.scenario';
import listEnglish from './list-english.scenario';
import searchEmpty from './search-empty.scenario';

/** The deals scenarios (one *.scenario.ts file each in this folder). */
export const dealsScenarios: Scenario[] = [list, listEnglish, detail, searchEmpty, brandWall];
