import { http, HttpResponse } from 'msw';
import { authenticate } from '#model/auth.ts';
import { FEATURE_OFF_MESSAGE, featureOfPath, platformFeatures } from '#model/platform-features.ts';
import { isApiRequest } from './platform.ts';

/**
 * The admins' feature switches, as a middleware in front of the customer calls they close: a
 * signed-in user gets 403 while the feature is off (a signed-out one still gets the call's 401).
 */
export const featureGateHandlers = [
  http.all('*/api/customer/*', ({ request }) => {
    if (!isApiRequest(request)) return undefined;
    const feature = featureOfPath(new URL(request.url).pathname);
    if (!feature || platformFeatures()[feature] || !authenticate(request)) return undefined;
    return HttpResponse.json({ success: false, message: FEATURE_OFF_MESSAGE[feature] }, { status: 403 });
  }),
];
