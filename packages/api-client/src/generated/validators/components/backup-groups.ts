// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { keyedListAsArray } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';
import { Backup } from '../components/backup.ts';

export const BackupGroupsEntries = { live: keyedListAsArray(v.array(Backup)), deleted_servers: keyedListAsArray(v.array(Backup)) };

export const BackupGroups = /* @__PURE__ */ object(BackupGroupsEntries);
