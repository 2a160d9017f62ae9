/** The api-client's events. It renders nothing: the shell turns these into dialogs and toasts. */
export interface ApiEventMap {
  /** A failed answer nobody asked to handle: show 'Whoops!' with the message. */
  error: { title?: string; message: string };
  /** A request got no answer at all: show a quiet "cannot reach the server" notice. */
  unreachable: { url: string };
  /** The session ended. `reseller` tells whether the user who left was a reseller. */
  'logged-out': { reseller: boolean; instance: string | null; reason: 'user' | 'expired' };
}

type Handler<T> = (payload: T) => void;

export interface Emitter<M> {
  on<K extends keyof M>(type: K, handler: Handler<M[K]>): () => void;
  emit<K extends keyof M>(type: K, payload: M[K]): void;
  /** How many handlers listen to this event; the shell uses it to avoid double reporting. */
  listenerCount<K extends keyof M>(type: K): number;
}

export function createEmitter<M>(): Emitter<M> {
  const handlers = new Map<keyof M, Set<Handler<never>>>();
  return {
    on(type, handler) {
      let set = handlers.get(type);
      if (!set) handlers.set(type, (set = new Set()));
      set.add(handler as Handler<never>);
      return () => {
        set.delete(handler as Handler<never>);
      };
    },
    emit(type, payload) {
      for (const handler of [...(handlers.get(type) ?? [])]) (handler as Handler<typeof payload>)(payload);
    },
    listenerCount(type) {
      return handlers.get(type)?.size ?? 0;
    },
  };
}

export const apiEvents = createEmitter<ApiEventMap>();
