// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { keyedListAsArray } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';
import { Invite } from '../components/invite.ts';

export const InvitesEntries = { invites: keyedListAsArray(v.array(Invite)), token: v.nullable(v.string()) };

export const Invites = /* @__PURE__ */ object(InvitesEntries);
