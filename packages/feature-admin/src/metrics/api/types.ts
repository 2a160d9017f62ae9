import type { components } from '@portal/api-client';

type Schemas = components['schemas'];
export type MetricKey = Schemas['AdminMetricKey'];
export type MetricPeriod = Schemas['AdminMetricPeriod'];
export type MetricGroup = Schemas['AdminMetricGroup'];
export type MetricSeries = Schemas['AdminMetricSeries'];
export type MetricsSummary = Schemas['AdminMetricsSummary'];
export type TranscodeTransgression = Schemas['AdminTranscodeTransgression'];

/** The period as the API takes it: a preset, or `custom` with its first and last day; always with its step. */
export interface MetricQuery {
  period: MetricPeriod;
  from?: string;
  to?: string;
  group: MetricGroup;
}
