import { useQuery } from '@tanstack/react-query';
import { paylaterFlowQuery } from '../../shared/onboarding/flow';

/** The Pay Later flow as the bank has it now (its flowId for the scan, its OCR session for the forms). */
export function useOcrFlow() {
  return useQuery({
    ...paylaterFlowQuery(),
    staleTime: 0,
    gcTime: 0,
  });
}
