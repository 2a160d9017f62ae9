// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import { SuccessEnvelope } from '../components/success-envelope.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of DELETE /api/customer/plex-tools/collections/{collection}. */
export const plexToolsCollectionDeleteResponse = /* @__PURE__ */ defineResponse("plexToolsCollectionDelete", "DELETE /api/customer/plex-tools/collections/{collection}", SuccessEnvelope);
