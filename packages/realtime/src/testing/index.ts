export { createFakeRealtimeDriver, type FakeRealtimeDriver } from './fake-driver.ts';
