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
// The seeded accounts, ids and keys, for tests and for the people who try the demo.
export * from './db/fixtures.ts';

ensureSeeded();
