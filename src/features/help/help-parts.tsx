import { Collapse, List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { TERMS_DOCS } from '../../../contracts/entities/help';
import type { FaqItem } from '../../../contracts/entities/help';
import { AppLink } from '../../shared/ui/app-link';
import { paragraphsOf, termsPath } from './help-view';

/** Questions that open to their answers, one at a time. */
export function FaqAnswers({ items, showCategory }: { items: FaqItem[]; showCategory?: boolean }) {
  return (
    <Collapse accordion className="faq-list">
      {items.map((item) => (
        <Collapse.Panel
          key={item.faqId}
          title={
            <span className="faq-question" data-testid="faq-question">
              {showCategory ? <span className="faq-question__category">{item.categoryName}</span> : null}
              {item.question}
            </span>
          }
        >
          <div className="faq-answer" data-testid="faq-answer">
            {paragraphsOf(item.answer).map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </div>
        </Collapse.Panel>
      ))}
    </Collapse>
  );
}

/** The six terms pages of spec section 1, each a row to its page. */
export function TermsLinks() {
  const { t } = useTranslation('help');
  return (
    <List className="terms-links" aria-label={t('terms.title')}>
      {TERMS_DOCS.map((doc) => (
        <AppLink key={doc} to={termsPath(doc)} className="help-link" testId={`terms-link-${doc}`}>
          <List.Item arrow>{t(`terms.docs.${doc}`)}</List.Item>
        </AppLink>
      ))}
    </List>
  );
}
