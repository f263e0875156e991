import type { Lang } from '../../../contracts';
import { termsByName, type AgreedDocument } from './content-agreed-documents';
import { termsDocument } from './content-terms';

/**
 * The documents an applicant agrees to (get/tnc_content, query/cdn_tpl_url, their PDFs) in the caller's
 * language, as every other text of the bank (issue 40: the terms screen stayed Indonesian in English). The
 * Indonesian text is content-agreed-documents.ts's, the one agreed to; the English is its reading: the help
 * centre's pages for Pay Later and Instant Cash (one text each), the data-use consent here.
 */
const section = (title: string, ...paragraphs: string[]) =>
  `<h3>${title}</h3>\n` + paragraphs.map((p) => (p.startsWith('<') ? p : `<p>${p}</p>`)).join('\n');

const PRIVACY_POLICY_EN = [
  '<h2>Personal Data Use Consent</h2>',
  section(
    '1. Data Collected',
    'The Bank collects identity data (name, NIK, place and date of birth), contact data, work and income data, the e-KTP photo, the face photo, the video banking recording and device data that the Customer gives during registration and while using the service.',
  ),
  section(
    '2. Purposes',
    '<ol><li>Identity verification and fraud prevention.</li><li>Credit assessment, including a check of the credit history.</li><li>Meeting legal duties and reporting to the competent authorities.</li><li>Product offers and promotions, when the Customer gives marketing consent.</li></ol>',
  ),
  section(
    '3. Storage and Security',
    'The data is kept with reasonable safeguards under the laws and regulations, and only as long as the purposes above need it or the law requires.',
  ),
  section(
    '4. The Customer’s Rights',
    'The Customer may access, update and ask for the deletion of personal data under the applicable rules, and may withdraw marketing consent at any time through customer service.',
  ),
].join('\n');

/** The English of each agreed document, by its tncName. */
const ENGLISH: Record<string, () => { title: string; content: string }> = {
  PRIME_AND_PAYLATER: () => englishPage('paylater'),
  INSTANT_CASH: () => englishPage('instant-cash'),
  PRIVACY_POLICY: () => ({ title: 'Personal Data Use Consent', content: PRIVACY_POLICY_EN }),
};

function englishPage(doc: 'paylater' | 'instant-cash') {
  const page = termsDocument(doc);
  return { title: page.title.en, content: page.html.en };
}

/** An agreed document in the caller's language (same name, version and PDF); Indonesian by default. */
export function agreedTermsIn(doc: AgreedDocument, lang: Lang): AgreedDocument {
  const english = lang === 'en' ? ENGLISH[doc.tncName] : undefined;
  return english ? { ...doc, ...english() } : doc;
}

/** The agreed document of a tncName in the caller's language, undefined for a name the bank does not know. */
export function agreedTermsByName(name: string, lang: Lang): AgreedDocument | undefined {
  const doc = termsByName(name);
  return doc && agreedTermsIn(doc, lang);
}

/** The PDF text of an agreed document by its file name ('privacy-policy' is PRIVACY_POLICY). */
export function agreedPdfDocument(file: string, lang: Lang): { title: string; html: string } | undefined {
  const doc = agreedTermsByName(file.toUpperCase().replace(/-/g, '_'), lang);
  return doc && { title: doc.title, html: doc.content };
}
