import { FileOutline, QuestionCircleOutline, SearchOutline, UserContactOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ROUTES } from '../../shared/navigation/routes';
import { useBackOr } from '../../shared/navigation/use-back-or';
import { AppLink } from '../../shared/ui/app-link';
import { ChipRow } from '../../shared/ui/chip-row';
import { Card, Screen } from '../../shared/ui/screen';
import { FaqAnswers, TermsLinks } from './help-parts';
import { useFaq } from './use-help';
import { QueryFrame } from '../../shared/ui/query-frame';
import './help.css';

/**
 * ROUTES.HELP (?category=): the help centre: search, customer service 24/7, the FAQ by category, and the
 * terms pages of every product.
 */
export default function HelpPage() {
  const { t } = useTranslation('help');
  const [search, setSearch] = useSearchParams();
  const faq = useFaq();
  useBackOr(ROUTES.WALLET_HOME);
  return (
    <QueryFrame query={faq}>
      {(data) => {
        const { categories } = data;
        const chosen = categories.find((c) => c.categoryId === search.get('category')) ?? categories[0];
        return (
          <Screen testId="help-page" className="help">
            <div className="help-top">
              <AppLink
                to={ROUTES.HELP_SEARCH}
                className="search-open help-search-open"
                testId="help-search-open"
              >
                <SearchOutline aria-hidden="true" />
                <span>{t('home.searchOpen')}</span>
              </AppLink>
            </div>
            <Card className="help-support" testId="help-support">
              <span className="help-support__icon" aria-hidden="true">
                <UserContactOutline />
              </span>
              <span className="help-support__text">
                <strong>{t('home.supportTitle')}</strong>
                <span>{t('home.supportBody')}</span>
              </span>
            </Card>
            <Card title={t('home.faqTitle')} icon={<QuestionCircleOutline />} testId="help-faq">
              <ChipRow
                className="help-chips"
                label={t('home.categories')}
                options={categories.map((c) => ({ label: c.name, value: c.categoryId }))}
                value={chosen ? [chosen.categoryId] : []}
                onChange={(values) => {
                  const value = values[0];
                  if (value !== undefined) setSearch({ category: value }, { replace: true });
                }}
              />
              {chosen ? <FaqAnswers key={chosen.categoryId} items={chosen.items} /> : null}
            </Card>
            <Card title={t('terms.title')} icon={<FileOutline />} testId="help-terms">
              <TermsLinks />
            </Card>
          </Screen>
        );
      }}
    </QueryFrame>
  );
}
