import type { Gangway } from '@gangway/core';
import { type RefObject, useEffect, useRef } from 'react';
import { useStore } from 'zustand';
import { useClientLayoutEffect } from '../internal/useClientLayoutEffect.ts';
import { deepActiveElement } from './focus.ts';

function restoreFocus(opener: HTMLElement | null): void {
  // The opener is gone when connecting swapped the Connect button for the account button: focus that one.
  const target = opener?.isConnected ? opener : document.querySelector<HTMLElement>('[data-gw-button]');
  target?.focus({ preventScroll: true });
}

/**
 * Remembers what opened the modal (the button that said so, else the focused element) and gives it focus back
 * when the modal closes.
 */
export function useFocusReturn(gangway: Gangway, openerRef: RefObject<HTMLElement | null>): void {
  const opener = useRef<HTMLElement | null>(null);
  const open = useStore(gangway.modal, (state) => state.open);
  const wasOpen = useRef(open);

  useEffect(
    () =>
      gangway.modal.subscribe((state, previous) => {
        if (!state.open || previous.open) return;
        opener.current = openerRef.current ?? deepActiveElement(document);
        openerRef.current = null;
      }),
    [gangway, openerRef],
  );

  useClientLayoutEffect(() => {
    if (wasOpen.current && !open) {
      restoreFocus(opener.current);
      opener.current = null;
    }
    wasOpen.current = open;
  }, [open]);
}
