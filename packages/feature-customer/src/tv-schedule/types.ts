import type { components } from '@portal/api-client';

type Schemas = components['schemas'];

export type TvSchedule = Schemas['TvSchedule'];
export type TvScheduleDay = Schemas['TvScheduleDay'];
export type TvEpisode = Schemas['TvEpisode'];
export type TvShow = Schemas['TvShow'];
/** `servers`: the shows in the libraries of the user's servers; `followed`: those and the shows the user follows. */
export type TvScheduleScope = TvSchedule['scope'];
