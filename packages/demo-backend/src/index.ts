import { ensureSeeded } from './db/seed.ts';

export { handlers } from './handlers/index.ts';
export { db, onDataChange } from './db/database.ts';
export { seed } from './db/seed.ts';
export { resetDemoData } from './state.ts';
export { uninitiateSystem as uninitiateDemoSystem } from './model/setup.ts';
export {
  applyFault,
  clearFaults,
  FAULT_KINDS,
  FAULT_METHODS,
  FAULTS_PARAMETER,
  listFaults,
  parseFaultParameter,
  setFaults,
  validateFaultRules,
  type FaultKind,
  type FaultMethod,
  type FaultOutcome,
  type FaultRule,
} from './faults/index.ts';
export {
  DEMO_IDS,
  DEMO_IMPERSONATION_TOKEN,
  DEMO_INVITE_KEY,
  DEMO_INVITE_KEY_WITHOUT_PRODUCTS,
  DEMO_PASSWORD,
  DEMO_RESET_EMAIL,
  DEMO_RESET_TOKEN,
  DEMO_USED_INVITE_KEY,
  demoAccount,
  demoAccounts,
  type DemoAccount,
  type DemoRole,
} from './db/fixtures.ts';

ensureSeeded();
