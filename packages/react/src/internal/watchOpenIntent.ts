import type { Gangway } from '@gangway/core';

/**
 * Marks an element that opens the modal (ConnectButton carries it; an integrator's own button can too): the pointer
 * over it, focus on it or a pointer down on it is open intent.
 */
export const OPEN_INTENT_ATTRIBUTE = 'data-gangway-open';

const INTENT_EVENTS = ['pointerover', 'focusin', 'pointerdown'];

/**
 * Watches the whole document for open intent on marked elements, whoever renders them, and warms the widget up then
 * (the directory's first page, then `prepare`); returns the unsubscribe.
 */
export function watchOpenIntent(gangway: Gangway, prepare: () => void): () => void {
  const onIntent = (event: Event) => {
    if ((event.target as Partial<Element>).closest?.(`[${OPEN_INTENT_ATTRIBUTE}]`)) {
      gangway.warmUp().then(prepare);
    }
  };
  for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, true);
  return () => {
    for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent, true);
  };
}
