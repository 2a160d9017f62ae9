// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { PlexSyncPair } from '../components/plex-sync-pair.ts';
import { PlexSyncRun } from '../components/plex-sync-run.ts';
import { PlexToolsServer } from '../components/plex-tools-server.ts';

export const PlexSyncOverviewEntries = { servers: v.array(PlexToolsServer), pairs: v.array(PlexSyncPair), runs: v.array(PlexSyncRun) };

export const PlexSyncOverview = /* @__PURE__ */ object(PlexSyncOverviewEntries);
