import type { Lang } from '../../../contracts';
import type { TermsDoc } from '../../../contracts/entities/help';
import { termsByName } from './content-agreed-documents';
import type { LocalText } from './content-texts';
import {
  INSTANT_CASH_EN,
  LOYALTY,
  PAYLATER_EN,
  PRIME_SAVINGS,
  TIME_DEPOSIT,
  WALLET_TIERS,
} from './content-terms.data';

/**
 * The terms pages of the help centre (spec section 1): wallet tiers, loyalty, Prime savings, time deposit,
 * Pay Later and Instant Cash. Reference content, the same for every session, in both languages: plain
 * HTML (headings, paragraphs, lists), no scripts and no outside links. The facts are those of spec
 * sections 4, 6 and 9. The Pay Later and Instant Cash pages are the documents the applicant agrees to
 * (content-agreed-documents.ts) in Indonesian, with their English reading. The texts: content-terms.data.ts.
 */
export interface TermsDocument {
  doc: TermsDoc;
  /** The PDF's file name under /docs/tnc/ (fake-bank/http/content-docs.ts serves it). */
  pdfFile: string;
  version: string;
  effectiveDate: string;
  title: LocalText;
  html: LocalText;
}

/** The Indonesian text of a document the applicant agrees to (one source of those terms). */
function agreedTerms(tncName: string): { title: string; content: string } {
  const agreed = termsByName(tncName);
  if (!agreed) throw new Error(`Terms ${tncName} are missing from content-agreed-documents.ts`);
  return agreed;
}

const paylaterId = agreedTerms('PRIME_AND_PAYLATER');
const instantCashId = agreedTerms('INSTANT_CASH');

export const TERMS_DOCUMENTS: readonly TermsDocument[] = [
  {
    doc: 'wallet-tiers',
    pdfFile: 'wallet-tiers',
    version: '2026.10',
    effectiveDate: '20261001',
    title: {
      id: 'Tingkatan Akun Allo Pay, Allo Pay+ dan Allo Prime',
      en: 'Allo Pay, Allo Pay+ and Allo Prime Tiers',
    },
    html: WALLET_TIERS,
  },
  {
    doc: 'loyalty',
    pdfFile: 'loyalty',
    version: '2026.10',
    effectiveDate: '20261001',
    title: { id: 'Program Loyalitas Allo', en: 'Allo Loyalty Programme' },
    html: LOYALTY,
  },
  {
    doc: 'prime-savings',
    pdfFile: 'prime-savings',
    version: '2026.10',
    effectiveDate: '20261001',
    title: { id: 'Tabungan Allo Prime', en: 'Allo Prime Savings' },
    html: PRIME_SAVINGS,
  },
  {
    doc: 'time-deposit',
    pdfFile: 'time-deposit',
    version: '2026.10',
    effectiveDate: '20261001',
    title: { id: 'Deposito Allo Prime', en: 'Allo Prime Time Deposit' },
    html: TIME_DEPOSIT,
  },
  {
    doc: 'paylater',
    // The file cdn_tpl_url already names for these terms.
    pdfFile: 'prime-and-paylater',
    version: '2026.10',
    effectiveDate: '20261001',
    title: { id: paylaterId.title, en: 'Terms and Conditions of Allo Prime and Pay Later' },
    html: { id: paylaterId.content, en: PAYLATER_EN },
  },
  {
    doc: 'instant-cash',
    pdfFile: 'instant-cash',
    version: '2026.10',
    effectiveDate: '20261001',
    title: { id: instantCashId.title, en: 'Terms and Conditions of Instant Cash' },
    html: { id: instantCashId.content, en: INSTANT_CASH_EN },
  },
];

export const pdfUrlOf = (document: Pick<TermsDocument, 'pdfFile'>) => `/docs/tnc/${document.pdfFile}.pdf`;

export function termsDocument(name: TermsDoc): TermsDocument {
  const found = TERMS_DOCUMENTS.find((d) => d.doc === name);
  if (!found) throw new Error(`No terms page ${name}`);
  return found;
}

/** A PDF of the help centre's terms pages, by file name (the agreed documents: content-agreed-terms.ts). */
export function pdfDocument(file: string, lang: Lang): { title: string; html: string } | undefined {
  const page = TERMS_DOCUMENTS.find((d) => d.pdfFile === file);
  return page && { title: page.title[lang], html: page.html[lang] };
}
