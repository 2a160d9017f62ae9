export { loadRealtimePayloadSchemas } from '../bus.ts';
export { createFakeRealtimeDriver, type FakeRealtimeDriver } from './fake-driver.ts';
