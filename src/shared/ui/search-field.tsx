import { zodResolver } from '@hookform/resolvers/zod';
import { Button, SearchBar } from 'antd-mobile';
import { CloseCircleFill } from 'antd-mobile-icons';
import { useEffect, useId } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RULE_MESSAGES } from '../../../contracts/rules/messages';
import { langOf } from '../../../contracts/lang';
import { SearchFormSchema, type SearchForm } from '../../../contracts/rules/search';
import './search-field.css';

const resolver = zodResolver(SearchFormSchema as never) as unknown as Resolver<SearchForm>;

interface Props {
  /**
   * The namespace with the search's words: search.label (what it looks through, for screen readers),
   * .placeholder, .submit (the button) and .clear (the clear button's name).
   */
  ns: 'deals' | 'news' | 'help' | 'coupons';
  /** The keyword the screen searched for (from its URL), shown in the box. */
  keyword: string;
  onSearch: (keyword: string) => void;
  autoFocus?: boolean;
  testId?: string;
}

/**
 * The search box of the deals, news, help and coupon searches (spec "nav bar with search"): one field and a
 * search button, checked with the contract's keyword rule (1 to 100 characters once trimmed) before
 * anything is asked, its message under the field.
 */
export function SearchField(props: Props) {
  const { ns, keyword, onSearch, autoFocus, testId } = props;
  const { t, i18n } = useTranslation(ns);
  const label = t('search.label');
  const errorId = useId();
  const form = useForm<SearchForm>({
    resolver,
    defaultValues: { keyword },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  // A new keyword from the URL (back, a link) replaces what is in the box.
  useEffect(() => form.reset({ keyword }), [form, keyword]);
  const submit = form.handleSubmit((values) => onSearch(values.keyword.trim()));
  // The rule has one message (1 to 100 characters), in the screen's language.
  const error = form.formState.errors.keyword
    ? RULE_MESSAGES.searchKeyword[langOf(i18n.language)]
    : undefined;
  return (
    <form
      className="search-field"
      role="search"
      aria-label={label}
      data-testid={testId}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div className="search-field__row">
        <Controller
          control={form.control}
          name="keyword"
          render={({ field }) => (
            <div className={`search-field__box${error ? ' search-field__box--error' : ''}`}>
              {/* The kit's own clear icon is a div with a label, which screen readers cannot use: ours is a button. */}
              <SearchBar
                className="search-field__bar"
                placeholder={t('search.placeholder')}
                value={field.value}
                onChange={field.onChange}
                onSearch={() => void submit()}
                onBlur={field.onBlur}
                clearable={false}
                autoFocus={autoFocus}
                aria-describedby={error ? errorId : undefined}
              />
              {field.value ? (
                <button
                  type="button"
                  className="icon-button search-field__clear"
                  aria-label={t('search.clear')}
                  onClick={() => form.reset({ keyword: '' })}
                >
                  <CloseCircleFill aria-hidden="true" />
                </button>
              ) : null}
            </div>
          )}
        />
        <Button type="submit" color="primary" shape="rounded" className="search-field__go">
          {t('search.submit')}
        </Button>
      </div>
      {error ? (
        <p className="search-field__error" id={errorId} role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
