import { MODAL_SHAKE_MS } from '@gangway/protocol';
import { createStore } from 'zustand/vanilla';

export interface ShakeState {
  shaking: boolean;
  shake(): void;
}
export type ShakeStore = ReturnType<typeof createShakeStore>;

export function createShakeStore() {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return createStore<ShakeState>()((set) => ({
    shaking: false,
    shake: () => {
      clearTimeout(timer);
      set({ shaking: true });
      timer = setTimeout(() => set({ shaking: false }), MODAL_SHAKE_MS);
    },
  }));
}
