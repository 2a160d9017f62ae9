import type { components } from '@portal/api-client';
import type { NodeRow } from '#db/database.ts';

type Schemas = components['schemas'];
type Quality = Schemas['BufferingTestResult']['max_quality'];
type Verdict = Schemas['BufferingTestResult']['verdict'];
type StatusLevel = Schemas['StatusLevel'];

/** The player's quality steps, best first, with the bitrate each streams at. */
const LADDER: readonly { quality: Quality; label: string; mbps: number }[] = [
  { quality: '4k', label: '4K', mbps: 40 },
  { quality: '1080p', label: '1080p', mbps: 20 },
  { quality: '1080p', label: '1080p', mbps: 8 },
  { quality: '720p', label: '720p', mbps: 4 },
  { quality: '480p', label: '480p', mbps: 2 },
];

/** A stream should use at most this share of the measured speed, leaving room for dips and other traffic. */
const HEADROOM = 0.75;
const HIGH_LATENCY_MS = 150;
const HIGH_JITTER_MS = 40;

export interface Measurement {
  download_mbps: number;
  latency_ms: number;
  jitter_ms: number;
}

export interface Verdicts {
  verdict: Verdict;
  max_quality: Quality;
  recommended_bitrate_mbps: number;
  recommendation: string;
}

/** What the measured connection can play from this node, and what the viewer should do about it. */
export function judge(measurement: Measurement, node: NodeRow, nodeState: StatusLevel): Verdicts {
  const usable = measurement.download_mbps * HEADROOM;
  const index = LADDER.findIndex((step) => step.mbps <= usable);
  const step = LADDER[index === -1 ? LADDER.length - 1 : index] ?? LADDER[LADDER.length - 1]!;
  const sentences: string[] = [];
  if (index === 0) sentences.push('Your connection supports 4K.');
  else if (index === -1) sentences.push(`Your connection is too slow for smooth playback; lower the quality to ${step.label} ${step.mbps} Mbps or below.`);
  else sentences.push(`Lower the quality to ${step.label} ${step.mbps} Mbps.`);
  if (measurement.latency_ms > HIGH_LATENCY_MS) sentences.push('The delay to the server is high, so videos take a few seconds to start.');
  if (measurement.jitter_ms > HIGH_JITTER_MS) sentences.push('Your connection is unsteady; a wired connection or a spot closer to the router helps.');
  if (nodeState !== 'operational') sentences.push(`The node ${node.alias} has problems right now, which causes buffering whatever your connection: see the status page.`);

  let verdict: Verdict = index === 0 || index === 1 ? 'good' : index === -1 || step.quality === '480p' ? 'poor' : 'fair';
  if (nodeState === 'outage' || nodeState === 'degraded') verdict = 'poor';
  else if (verdict === 'good' && (measurement.latency_ms > HIGH_LATENCY_MS || measurement.jitter_ms > HIGH_JITTER_MS)) verdict = 'fair';
  return { verdict, max_quality: step.quality, recommended_bitrate_mbps: step.mbps, recommendation: sentences.join(' ') };
}

/** `size` bytes that do not compress (xorshift32 from a fixed seed), so no proxy can shrink the sample. */
export function sampleBytes(size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  let state = 0x9e3779b9;
  for (let index = 0; index < size; index += 4) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    const word = state >>> 0;
    bytes[index] = word & 0xff;
    if (index + 1 < size) bytes[index + 1] = (word >>> 8) & 0xff;
    if (index + 2 < size) bytes[index + 2] = (word >>> 16) & 0xff;
    if (index + 3 < size) bytes[index + 3] = word >>> 24;
  }
  return bytes;
}
