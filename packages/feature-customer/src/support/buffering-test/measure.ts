import { getBufferingSample } from '../api/get-buffering-sample.ts';

/** Round trips timed for the delay; the first only opens the connection and is not counted. */
const PINGS = 7;
/** Test downloads, growing until one takes long enough to measure the speed well. */
const SAMPLE_BYTES = [256 * 1024, 1024 * 1024, 4 * 1024 * 1024, 12 * 1024 * 1024, 24 * 1024 * 1024] as const;
/** A download of at least this long measures the speed well enough. */
const LONG_ENOUGH_MS = 2000;
/** The speed part of the test stops growing the samples after this long. */
const SPEED_BUDGET_MS = 8000;

/** Shares of the progress bar: the delay, the speed, and recording the result. */
const LATENCY_SHARE = 0.15;
const SPEED_SHARE = 0.8;

export type MeasurePhase = 'latency' | 'download';

export interface MeasureProgress {
  phase: MeasurePhase;
  /** 0 to 1 over the whole test. */
  progress: number;
  /** The speed of the latest download, once one finished. */
  downloadMbps: number | null;
}

export interface ConnectionMeasurement {
  downloadMbps: number;
  latencyMs: number;
  jitterMs: number;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The average change between one round trip and the next: how unsteady the connection is. */
function jitter(values: number[]): number {
  if (values.length < 2) return 0;
  let total = 0;
  for (let index = 1; index < values.length; index += 1) total += Math.abs(values[index]! - values[index - 1]!);
  return total / (values.length - 1);
}

const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

/**
 * Measures the connection between this browser and the server's node: the delay (median round
 * trip of a one-byte request) and its jitter, then the download speed from samples that grow until
 * one takes long enough to time well. The delay is taken off each download's time, so a far-away
 * node does not look slow.
 */
export async function measureConnection(
  serverId: number,
  { signal, onProgress }: { signal?: AbortSignal; onProgress?: (progress: MeasureProgress) => void } = {},
): Promise<ConnectionMeasurement> {
  const report = (phase: MeasurePhase, progress: number, downloadMbps: number | null = null) =>
    onProgress?.({ phase, progress: Math.min(1, progress), downloadMbps });

  report('latency', 0);
  const roundTrips: number[] = [];
  for (let ping = 0; ping <= PINGS; ping += 1) {
    const { totalMs } = await getBufferingSample(serverId, 1, { signal });
    if (ping > 0) roundTrips.push(totalMs);
    report('latency', (LATENCY_SHARE * (ping + 1)) / (PINGS + 1));
  }
  const latencyMs = median(roundTrips);

  let downloadMbps = 0;
  const speedStarted = performance.now();
  for (const [step, size] of SAMPLE_BYTES.entries()) {
    const base = LATENCY_SHARE + (SPEED_SHARE * step) / SAMPLE_BYTES.length;
    const timing = await getBufferingSample(serverId, size, {
      signal,
      onBytes: (received) => report('download', base + (SPEED_SHARE * (received / size)) / SAMPLE_BYTES.length, downloadMbps || null),
    });
    // The delay belongs to the request, not to the transfer; a sample so small that it took less
    // than its delay is timed over at least a millisecond.
    const transferMs = Math.max(timing.totalMs - latencyMs, timing.totalMs / 4, 1);
    downloadMbps = (timing.bytes * 8) / (transferMs * 1000);
    report('download', LATENCY_SHARE + (SPEED_SHARE * (step + 1)) / SAMPLE_BYTES.length, downloadMbps);
    if (transferMs >= LONG_ENOUGH_MS || performance.now() - speedStarted >= SPEED_BUDGET_MS) break;
  }
  report('download', LATENCY_SHARE + SPEED_SHARE, downloadMbps);

  return { downloadMbps: round(downloadMbps), latencyMs: round(latencyMs), jitterMs: round(jitter(roundTrips)) };
}
