import { useQuery } from '@tanstack/react-query';
import type { TermsDoc } from '../../../contracts/entities/help';
import { endpointQuery } from '../../api';
import { endpoints } from './endpoints';

/** The FAQ changes rarely: a few minutes old is fine. */
const REFERENCE_STALE_MS = 5 * 60_000;

export function useFaq() {
  return useQuery({ ...endpointQuery(endpoints.helpFaq, {}), staleTime: REFERENCE_STALE_MS });
}

/** FAQ questions holding every word of the keyword; nothing asked without one. */
export function useFaqSearch(keyword: string) {
  return useQuery({ ...endpointQuery(endpoints.helpFaqSearch, { keyword }), enabled: keyword !== '' });
}

export function useTermsPage(doc: TermsDoc | null) {
  return useQuery({
    ...endpointQuery(endpoints.helpTermsPage, { doc: doc ?? 'paylater' }),
    enabled: doc !== null,
    staleTime: REFERENCE_STALE_MS,
  });
}
