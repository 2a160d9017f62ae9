export { mountHarness, type DemoRole, type HarnessOptions } from './mount-harness.tsx';
