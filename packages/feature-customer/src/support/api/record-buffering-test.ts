import { api } from '@portal/api-client';
import { useMutation } from '@tanstack/react-query';
import { supportBufferingTestRecordResponse } from '@portal/api-client/schemas';

export interface Measurement {
  serverId: number;
  downloadMbps: number;
  latencyMs: number;
  jitterMs: number;
}

export async function recordBufferingTest({ serverId, downloadMbps, latencyMs, jitterMs }: Measurement, signal?: AbortSignal) {
  const body = await api.post('/api/customer/support/buffering-test', { schema: supportBufferingTestRecordResponse,
    json: { server_id: serverId, download_mbps: downloadMbps, latency_ms: latencyMs, jitter_ms: jitterMs },
    signal,
    rejectOnError: true,
  });
  return body.data;
}

/** Sends what the browser measured and answers the verdict for the server's node. */
export function useRecordBufferingTest() {
  return useMutation({ mutationFn: (measurement: Measurement) => recordBufferingTest(measurement) });
}
