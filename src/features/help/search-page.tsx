import { SearchOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ROUTES } from '../../shared/navigation/routes';
import { useAppNavigate } from '../../shared/navigation/use-app-navigate';
import { useBackOr } from '../../shared/navigation/use-back-or';
import { EmptyState } from '../../shared/ui/empty-state';
import { ErrorState } from '../../shared/ui/error-state';
import { PageSkeleton } from '../../shared/ui/page-skeleton';
import { Card } from '../../shared/ui/screen';
import { SearchField } from '../../shared/ui/search-field';
import { FaqAnswers } from './help-parts';
import { useFaqSearch } from './use-help';
import './help.css';

/** ROUTES.HELP_SEARCH (?q=): FAQ questions holding every word, or the no-result message and the way on. */
export default function SearchPage() {
  const { t } = useTranslation('help');
  const nav = useAppNavigate();
  const [search, setSearch] = useSearchParams();
  const keyword = (search.get('q') ?? '').trim();
  const found = useFaqSearch(keyword);
  useBackOr(ROUTES.HELP);

  let content;
  if (!keyword) {
    content = (
      <EmptyState
        testId="faq-search-start"
        icon={<SearchOutline />}
        title={t('search.startTitle')}
        body={t('search.startBody')}
      />
    );
  } else if (found.error) content = <ErrorState error={found.error} onRetry={() => void found.refetch()} />;
  else if (!found.data) content = <PageSkeleton />;
  else if (found.data.items.length === 0) {
    content = (
      <EmptyState
        testId="faq-search-empty"
        icon={<SearchOutline />}
        title={t('search.emptyTitle')}
        body={t('search.emptyBody', { keyword })}
        action={{ label: t('search.emptyAction'), onClick: () => nav.push(ROUTES.HELP) }}
      />
    );
  } else {
    content = (
      <>
        <p className="help-count" data-testid="faq-search-count">
          {t('search.count', { n: found.data.items.length, keyword })}
        </p>
        <Card>
          <FaqAnswers items={found.data.items} showCategory />
        </Card>
      </>
    );
  }

  return (
    <div className="help help--search" data-testid="faq-search-page">
      <SearchField
        keyword={keyword}
        label={t('search.label')}
        placeholder={t('search.placeholder')}
        submitLabel={t('search.submit')}
        clearLabel={t('search.clear')}
        autoFocus={!keyword}
        testId="faq-search-form"
        onSearch={(next) => setSearch({ q: next }, { replace: true })}
      />
      <div className="help-results" role="region" aria-live="polite" aria-label={t('search.results')}>
        {content}
      </div>
    </div>
  );
}
