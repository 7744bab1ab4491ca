import { createStore } from 'zustand/vanilla';
import type { RouteArgs, RouteEntry, ViewName } from '../router/views.ts';

export interface ModalState {
  open: boolean;
  /** Navigation history; the last entry is the view on screen. */
  history: readonly RouteEntry[];
}

export interface ModalActions {
  /** Opens the modal on `view` with a fresh history. */
  show<V extends ViewName>(...args: RouteArgs<V>): void;
  close(): void;
  push<V extends ViewName>(...args: RouteArgs<V>): void;
  replace<V extends ViewName>(...args: RouteArgs<V>): void;
  /** Goes back one view; from the first view it closes the modal (SPEC §2). */
  back(): void;
}

export type ModalStore = ReturnType<typeof createModalStore>;

function entry(args: readonly unknown[]): RouteEntry {
  return { view: args[0], data: args[1] } as RouteEntry;
}

export function currentView(state: ModalState): RouteEntry | undefined {
  return state.history.at(-1);
}

export function createModalStore() {
  return createStore<ModalState & ModalActions>()((set, get) => ({
    open: false,
    history: [],
    show: (...args) => set({ open: true, history: [entry(args)] }),
    close: () => set({ open: false }),
    push: (...args) => set({ history: [...get().history, entry(args)] }),
    replace: (...args) => set({ history: [...get().history.slice(0, -1), entry(args)] }),
    back: () => {
      const { history } = get();
      if (history.length <= 1) set({ open: false });
      else set({ history: history.slice(0, -1) });
    },
  }));
}
