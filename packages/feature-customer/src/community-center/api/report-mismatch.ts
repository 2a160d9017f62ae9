import { api, type CommunityMismatchProblem } from '@portal/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mismatchesQuery } from './get-mismatches.ts';
import { communityMismatchReportResponse } from '@portal/api-client/schemas';

export interface ReportMismatchInput {
  server_id: number;
  library_id: number;
  title: string;
  problem: CommunityMismatchProblem;
  details: string | null;
  correct_match: string;
}

export async function reportMismatch(input: ReportMismatchInput) {
  return api.post('/api/customer/community/mismatches', { schema: communityMismatchReportResponse, json: input, rejectOnError: true });
}

/** Reports a title matched to the wrong metadata, with the correct match. */
export function useReportMismatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reportMismatch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mismatchesQuery().queryKey }),
  });
}
