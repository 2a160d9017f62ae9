/**
 * How long things take. Tests and the Node server answer at once and finish actions on the next
 * request; the browser demo adds a network-like delay and lets actions run for a few seconds.
 */
export interface DemoTiming {
  /** Milliseconds each API answer waits, picked between the two bounds. */
  latency: readonly [number, number];
  /** Milliseconds a server action (start, restart, rebuild …) runs before it settles. */
  transition: readonly [number, number];
}

const immediate: DemoTiming = { latency: [0, 0], transition: [0, 0] };
let timing: DemoTiming = immediate;

export function configureTiming(next: Partial<DemoTiming>): void {
  timing = { ...timing, ...next };
}

export function resetTiming(): void {
  timing = immediate;
}

function pick([min, max]: readonly [number, number]): number {
  return max <= min ? min : Math.round(min + Math.random() * (max - min));
}

export function latencyMs(): number {
  return pick(timing.latency);
}

export function transitionMs(): number {
  return pick(timing.transition);
}

export function wait(ms: number): Promise<void> {
  return ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();
}
