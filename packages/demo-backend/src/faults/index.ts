export { applyFault, type FaultOutcome } from './apply.ts';
export { globToRegExp, matchesGlob } from './glob.ts';
export { FAULTS_PARAMETER, parseFaultParameter } from './parameter.ts';
export {
  clearFaults,
  createFaultStore,
  DEFAULT_FAULT_PATH,
  DEFAULT_SLOW_MS,
  FAULT_KINDS,
  FAULT_METHODS,
  listFaults,
  setFaults,
  validateFaultRules,
  type FaultKind,
  type FaultMethod,
  type FaultRule,
  type FaultStore,
} from './registry.ts';
