import { createContext, useContext, useInsertionEffect } from 'react';
import { adoptStyles } from './adoptStyles.ts';

export interface ModalContextValue {
  shadowRoot: ShadowRoot;
  /** Reads a status change out in the modal's polite live region. */
  announce(message: string): void;
}

export const ModalContext = createContext<ModalContextValue | null>(null);

export function useModalContext(): ModalContextValue {
  const value = useContext(ModalContext);
  if (!value) throw new Error('Gangway views render inside the modal');
  return value;
}

/** Adopts a lazily loaded view's stylesheet into the modal's shadow root before it is painted. */
export function useShadowStyles(css: string): void {
  const { shadowRoot } = useModalContext();
  useInsertionEffect(() => adoptStyles(shadowRoot, css), [shadowRoot, css]);
}

export function useAnnounce(): (message: string) => void {
  return useModalContext().announce;
}
