import { BankError, type HandlerMap } from '../../kernel/handler';
import { FAQ_CATEGORY_IDS, faqList, searchFaq } from './content-faq';
import { pdfUrlOf, termsDocument } from './content-terms';

/** The help centre: the FAQ, its search, and the terms pages (calls not in the spec, decision 0017). */
export const helpHandlers: HandlerMap = {
  helpFaq: (_request, { lang }) => ({ categories: faqList(lang) }),

  helpFaqSearch: (request, ctx) => {
    if (request.categoryId && !FAQ_CATEGORY_IDS.includes(request.categoryId)) {
      throw new BankError('CONTENT_FAQ_CATEGORY_UNKNOWN', { categoryId: request.categoryId });
    }
    const items = searchFaq(request.keyword, request.categoryId, ctx.lang);
    if (!items.length) ctx.note('faq-search:no-result');
    return { items };
  },

  helpTermsPage: (request, { lang }) => {
    const page = termsDocument(request.doc);
    return {
      doc: page.doc,
      title: page.title[lang],
      version: page.version,
      effectiveDate: page.effectiveDate,
      content: page.html[lang],
      pdfUrl: pdfUrlOf(page),
    };
  },
};
