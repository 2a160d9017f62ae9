import { api } from '@portal/api-client';
import type { AttachmentRules } from '@portal/ui-kit/attachments-field';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { supportKeys } from './support-keys.ts';
import { supportDepartmentsResponse } from '@portal/api-client/schemas';

export async function getDepartments(signal?: AbortSignal) {
  const body = await api.get('/api/customer/support/departments', { schema: supportDepartmentsResponse, signal, rejectOnError: true });
  return body;
}

export function departmentsQuery() {
  return queryOptions({
    queryKey: supportKeys.departments(),
    queryFn: ({ signal }) => getDepartments(signal),
    // The departments change with the support team, not while someone writes a ticket.
    staleTime: 10 * 60_000,
  });
}

/** The departments a ticket can go to, in the order to offer them. */
export function useDepartments() {
  return useQuery({ ...departmentsQuery(), select: (body) => body.data });
}

export interface SupportDesk {
  /** Absent when the API did not send them: the attachments field then keeps its usual rules. */
  attachments?: AttachmentRules;
  officeHours: string | null;
}

/** The desk's rules the admins set: what files a message may carry, and the office hours. */
export function useSupportDesk() {
  return useQuery({
    ...departmentsQuery(),
    select: (body): SupportDesk => ({
      attachments: body.attachments ? { files: body.attachments.max_files, bytes: body.attachments.max_file_bytes, extensions: body.attachments.extensions } : undefined,
      officeHours: body.office_hours ?? null,
    }),
  });
}
