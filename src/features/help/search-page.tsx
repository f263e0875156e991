import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '../../shared/navigation/routes';
import { ErrorState } from '../../shared/ui/error-state';
import { PageSkeleton } from '../../shared/ui/page-skeleton';
import { Card } from '../../shared/ui/screen';
import { SearchScreen } from '../../shared/ui/search-screen';
import { FaqAnswers } from './help-parts';
import { useFaqSearch } from './use-help';
import './help.css';

/** The questions holding every word, with their count. */
function Results({ keyword, notFound }: { keyword: string; notFound: ReactNode }) {
  const { t } = useTranslation('help');
  const found = useFaqSearch(keyword);
  if (found.error) return <ErrorState error={found.error} onRetry={() => void found.refetch()} />;
  if (!found.data) return <PageSkeleton />;
  if (found.data.items.length === 0) return <>{notFound}</>;
  return (
    <>
      <p className="list-count help-count" data-testid="faq-search-count">
        {t('search.count', { n: found.data.items.length, keyword })}
      </p>
      <Card>
        <FaqAnswers items={found.data.items} showCategory />
      </Card>
    </>
  );
}

/** ROUTES.HELP_SEARCH (?q=): FAQ questions holding every word, or the no-result message and the way on. */
export default function SearchPage() {
  return (
    <SearchScreen
      ns="help"
      testPrefix="faq-search"
      home={ROUTES.HELP}
      className="help"
      contentClassName="help-results"
    >
      {(keyword, notFound) => <Results keyword={keyword} notFound={notFound} />}
    </SearchScreen>
  );
}
