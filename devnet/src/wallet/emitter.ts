/** A minimal typed event emitter (no Node dependency, so it runs in the browser bundle). */
export function createEmitter<Events extends object>() {
  const listeners = new Map<keyof Events, Set<(payload: never) => void>>();
  return {
    on<E extends keyof Events>(event: E, listener: (payload: Events[E]) => void): void {
      let set = listeners.get(event);
      if (!set) {
        set = new Set();
        listeners.set(event, set);
      }
      set.add(listener as (payload: never) => void);
    },
    off<E extends keyof Events>(event: E, listener: (payload: Events[E]) => void): void {
      listeners.get(event)?.delete(listener as (payload: never) => void);
    },
    emit<E extends keyof Events>(event: E, payload: Events[E]): void {
      for (const listener of [...(listeners.get(event) ?? [])]) {
        try {
          (listener as (payload: Events[E]) => void)(payload);
        } catch (error) {
          // A failing app listener must not break the wallet or the other listeners.
          console.error(`Gangway Dev Wallet: a ${String(event)} listener threw`, error);
        }
      }
    },
  };
}
