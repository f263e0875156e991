import { useQuery } from '@tanstack/react-query';
import { fetchPaylaterFlow } from '../../shared/onboarding/flow';

/** The Pay Later flow as the bank has it now (its flowId for the scan, its OCR session for the forms). */
export function useOcrFlow() {
  return useQuery({ queryKey: ['id-scan', 'flow'], queryFn: fetchPaylaterFlow, staleTime: 0, gcTime: 0 });
}
