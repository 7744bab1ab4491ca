import type { Gangway } from '@gangway/core';
import { AccountButton, ConnectButton, GangwayButton, GangwayProvider, NetworkButton } from '@gangway/react';
import { type ReactNode, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { buttonProps } from './buttonProps.ts';
import type { ElementKind } from './elementNames.ts';
import type { ButtonSlot, SlotSet } from './slots.ts';

function button(kind: ElementKind, element: HTMLElement): ReactNode {
  const { label, showBalance, showName, namespace } = buttonProps(element);
  switch (kind) {
    case 'button':
      return <GangwayButton label={label} showBalance={showBalance} namespace={namespace} />;
    case 'connect':
      return <ConnectButton label={label} />;
    case 'account':
      return <AccountButton showBalance={showBalance} namespace={namespace} />;
    case 'network':
      return <NetworkButton showName={showName} />;
  }
}

function Buttons({ slots }: { slots: SlotSet }) {
  const current = useSyncExternalStore(slots.subscribe, slots.snapshot, slots.snapshot);
  return current.map((slot: ButtonSlot) =>
    createPortal(button(slot.kind, slot.element), slot.element, slot.slotId),
  );
}

/**
 * One React root per instance, off the document: the provider (and so one modal, the one @gangway/react renders)
 * with every bound element's button portalled into the element itself, in the page's light DOM as in a React app.
 */
export function renderElements(gangway: Gangway, slots: SlotSet): Root {
  const root = createRoot(document.createElement('div'));
  root.render(
    <GangwayProvider gangway={gangway}>
      <Buttons slots={slots} />
    </GangwayProvider>,
  );
  return root;
}
