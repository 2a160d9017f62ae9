/** A promise with its resolve and reject at hand, for tests that finish a call when they choose. */
export function deferred<T = unknown>() {
  let resolve!: (value?: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T | undefined>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
