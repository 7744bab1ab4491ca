import type { VisitorMessage } from '@gangway/protocol';
import { TOAST_SWAP_GAP_MS } from '@gangway/protocol';
import { createStore } from 'zustand/vanilla';

export type ToastVariant = 'success' | 'error' | 'loading';
export interface Toast {
  id: number;
  variant: ToastVariant;
  /** Written in the visitor's language where the toast is shown. */
  message: VisitorMessage;
}
export interface ToastState {
  toast: Toast | null;
  open: boolean;
}
export interface ToastActions {
  show(variant: ToastVariant, message: VisitorMessage): void;
  hide(): void;
}
export type ToastStore = ReturnType<typeof createToastStore>;

/** How long a success or error toast stays; a loading toast stays until replaced or hidden. */
export const TOAST_VISIBLE_MS = 2_500;

export function createToastStore() {
  let nextId = 1;
  let swapTimer: ReturnType<typeof setTimeout> | undefined;
  let hideTimer: ReturnType<typeof setTimeout> | undefined;
  const clearTimers = () => {
    clearTimeout(swapTimer);
    clearTimeout(hideTimer);
  };

  return createStore<ToastState & ToastActions>()((set, get) => {
    const present = (variant: ToastVariant, message: VisitorMessage) => {
      set({ toast: { id: nextId++, variant, message }, open: true });
      if (variant !== 'loading') hideTimer = setTimeout(() => set({ open: false }), TOAST_VISIBLE_MS);
    };
    return {
      toast: null,
      open: false,
      show: (variant, message) => {
        clearTimers();
        if (!get().open) return present(variant, message);
        // One toast replaces another with a gap, so the change is seen (SPEC §2).
        set({ open: false });
        swapTimer = setTimeout(() => present(variant, message), TOAST_SWAP_GAP_MS);
      },
      hide: () => {
        clearTimers();
        set({ open: false });
      },
    };
  });
}
