import { endpointKeyFor } from '../../api';
import { useQuery } from '@tanstack/react-query';
import { endpoints } from './endpoints';
import { fetchPaylaterFlow } from '../../shared/onboarding/flow';

/** The Pay Later flow as the bank has it now (its flowId for the scan, its OCR session for the forms). */
export function useOcrFlow() {
  return useQuery({
    queryKey: endpointKeyFor(endpoints.checkFlow, { view: 'ocr' }),
    queryFn: fetchPaylaterFlow,
    staleTime: 0,
    gcTime: 0,
  });
}
