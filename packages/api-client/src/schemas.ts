/**
 * The validators of the API's answers, generated from the API document: `<operationId>Response`
 * for each call, `<Component>Schema` for payloads that arrive another way (realtime events).
 * Import them where the call is made, so that each ships in the chunk of the screen that needs it.
 */
export * from './generated/validators/index.ts';
export type { ParseResult, ResponseMismatch, ResponseSchema } from './validation/define.ts';
