import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '../../shared/navigation/routes';
import { Card } from '../../shared/ui/screen';
import { SearchScreen } from '../../shared/ui/search-screen';
import { FaqAnswers } from './help-parts';
import { useFaqSearch } from './use-help';
import { QueryFrame } from '../../shared/ui/query-frame';
import './help.css';

/** The questions holding every word, with their count. */
function Results({ keyword, notFound }: { keyword: string; notFound: ReactNode }) {
  const { t } = useTranslation('help');
  const found = useFaqSearch(keyword);
  return (
    <QueryFrame query={found}>
      {(data) => {
        if (data.items.length === 0) return <>{notFound}</>;
        return (
          <>
            <p className="list-count help-count" data-testid="faq-search-count">
              {t('search.count', { n: data.items.length, keyword })}
            </p>
            <Card>
              <FaqAnswers items={data.items} showCategory />
            </Card>
          </>
        );
      }}
    </QueryFrame>
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
