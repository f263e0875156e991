import { SearchOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAppNavigate } from '../navigation/use-app-navigate';
import { useBackOr } from '../navigation/use-back-or';
import { EmptyState } from './empty-state';
import { SearchField } from './search-field';
import './lists.css';

interface Props {
  /** The namespace with the screen's words (search.label, .placeholder, .startTitle, .emptyTitle...). */
  ns: 'deals' | 'news' | 'help';
  /** 'deal-search': the page, form, start and empty test ids are `${prefix}-page` and so on. */
  testPrefix: string;
  /** The list the search belongs to: where back and the no-result action go. */
  home: string;
  className?: string;
  contentClassName?: string;
  /** Query parameters the search keeps beside ?q= (the news category). */
  keep?: Record<string, string>;
  /** The results of a keyword; `notFound` is the screen's no-result message with its way on. */
  children: (keyword: string, notFound: ReactNode) => ReactNode;
}

/**
 * A search screen (spec "nav bar with search"): the search box, a start hint before any keyword, then
 * the results under a live region; none found reads 'we couldn't find it' with a way back to the list.
 */
export function SearchScreen({ ns, testPrefix, home, className, contentClassName, keep, children }: Props) {
  const { t } = useTranslation(ns);
  const nav = useAppNavigate();
  const [search, setSearch] = useSearchParams();
  const keyword = (search.get('q') ?? '').trim();
  useBackOr(home);
  const notFound = (
    <EmptyState
      testId={`${testPrefix}-empty`}
      icon={<SearchOutline />}
      title={t('search.emptyTitle')}
      body={t('search.emptyBody', { keyword })}
      action={{ label: t('search.emptyAction'), onClick: () => nav.push(home) }}
    />
  );
  return (
    <div className={`list-page${className ? ` ${className}` : ''}`} data-testid={`${testPrefix}-page`}>
      <SearchField
        ns={ns}
        keyword={keyword}
        autoFocus={!keyword}
        testId={`${testPrefix}-form`}
        onSearch={(next) => setSearch({ q: next, ...keep }, { replace: true })}
      />
      <div
        className={contentClassName ?? 'list-content'}
        role="region"
        aria-live="polite"
        aria-label={t('search.results')}
      >
        {keyword ? (
          children(keyword, notFound)
        ) : (
          <EmptyState
            testId={`${testPrefix}-start`}
            icon={<SearchOutline />}
            title={t('search.startTitle')}
            body={t('search.startBody')}
          />
        )}
      </div>
    </div>
  );
}
