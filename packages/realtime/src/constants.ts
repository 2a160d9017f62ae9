/** The port the realtime server listens on behind every host (spec, section 9). */
export const REALTIME_PORT = 8443;
/** socket.io reconnection: first retry after 1 s, backing off to 5 s, forever; a connect attempt times out after 20 s. */
export const RECONNECTION_DELAY_MS = 1000;
export const RECONNECTION_DELAY_MAX_MS = 5000;
export const RECONNECTION_ATTEMPTS = Infinity;
export const CONNECT_TIMEOUT_MS = 20_000;
