import { http } from '@portal/api-client';
import { failedDownload } from './raw-failure.ts';

export interface SampleTiming {
  bytes: number;
  /** From sending the request until the answer's headers arrived. */
  firstByteMs: number;
  /** From sending the request until the last byte arrived. */
  totalMs: number;
}

/**
 * Downloads `size` bytes of test data from the node of the server and times it, reporting the bytes
 * as they arrive. Nothing is kept: the data only exists to be timed.
 */
export async function getBufferingSample(
  serverId: number,
  size: number,
  { signal, onBytes }: { signal?: AbortSignal; onBytes?: (received: number) => void } = {},
): Promise<SampleTiming> {
  const url = new URL('/api/customer/support/buffering-test/sample', window.location.origin);
  url.searchParams.set('server_id', String(serverId));
  url.searchParams.set('size', String(size));
  const started = performance.now();
  // The answer says Cache-Control: no-store, so every sample really travels.
  const response = await http.get(url, { signal, timeout: 60_000 });
  const firstByteMs = performance.now() - started;
  if (!response.ok) throw await failedDownload(response, url);
  let bytes = 0;
  const reader = response.body?.getReader();
  if (reader) {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.byteLength;
      onBytes?.(bytes);
    }
  } else {
    bytes = (await response.arrayBuffer()).byteLength;
    onBytes?.(bytes);
  }
  return { bytes, firstByteMs, totalMs: performance.now() - started };
}
