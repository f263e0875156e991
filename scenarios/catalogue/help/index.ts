import type { Scenario } from '../../define-scenario';
import faqSearchEmpty from './faq-search-empty.scenario';
import pdfViewer from './pdf-viewer.scenario';
import termsEnglish from './terms-english.scenario';
import termsPages from './terms-pages.scenario';

/** The help scenarios (one *.scenario.ts file each in this folder). */
export const helpScenarios: Scenario[] = [faqSearchEmpty, termsPages, termsEnglish, pdfViewer];
