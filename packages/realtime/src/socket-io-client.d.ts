// socket.io-client 2.x ships no type declarations (and @types/socket.io-client declares a global
// `io` that does not exist in this bundle). The Echo driver only hands the factory to Echo.
declare module 'socket.io-client' {
  const io: (uri?: string, options?: Record<string, unknown>) => unknown;
  export default io;
}
