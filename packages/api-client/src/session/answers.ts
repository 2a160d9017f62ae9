/**
 * The validators of the session's own calls, imported when a call is made: the session code is in
 * the portal's entry, which carries no schema.
 */
export const loginAnswer = () => import('../generated/validators/operations/login.ts').then((module) => module.loginResponse);
export const adminLoginAnswer = () => import('../generated/validators/operations/admin-login.ts').then((module) => module.adminLoginResponse);
export const logoutAnswer = () => import('../generated/validators/operations/logout.ts').then((module) => module.logoutResponse);
export const returnHomeAnswer = () => import('../generated/validators/operations/return-home.ts').then((module) => module.returnHomeResponse);
export const getUserAnswer = () => import('../generated/validators/operations/get-user.ts').then((module) => module.getUserResponse);
export const systemSettingsAnswer = () =>
  import('../generated/validators/operations/system-settings.ts').then((module) => module.systemSettingsResponse);
