type Listener = (...args: never[]) => void;

/** A minimal typed event emitter (no Node dependency, so it runs in the browser bundle). */
export function createEmitter<Events extends { [E in keyof Events]: Listener }>() {
  const listeners = new Map<keyof Events, Set<Listener>>();
  return {
    on<E extends keyof Events>(event: E, listener: Events[E]): void {
      let set = listeners.get(event);
      if (!set) {
        set = new Set();
        listeners.set(event, set);
      }
      set.add(listener);
    },
    off<E extends keyof Events>(event: E, listener: Events[E]): void {
      listeners.get(event)?.delete(listener);
    },
    emit<E extends keyof Events>(event: E, ...args: Parameters<Events[E]>): void {
      for (const listener of [...(listeners.get(event) ?? [])]) {
        try {
          (listener as (...payload: Parameters<Events[E]>) => void)(...args);
        } catch (error) {
          // A failing app listener must not break the wallet or the other listeners.
          console.error(`Gangway Dev Wallet: a ${String(event)} listener threw`, error);
        }
      }
    },
  };
}
