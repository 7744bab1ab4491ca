import type { Gangway } from '@gangway/core';
import { MODAL_ELEMENT_NAME } from '@gangway/react';
import { ELEMENT_NAMES, type ElementKind, OBSERVED_ATTRIBUTES } from './elementNames.ts';
import { slotsOf, stopWaiting, waitForInstance } from './instances.ts';
import type { SlotSet } from './slots.ts';

let nextSlotId = 0;

/** A Gangway button as an element: it renders nothing itself; its instance's React root portals into it. */
abstract class GangwayButtonElement extends HTMLElement {
  static readonly observedAttributes = OBSERVED_ATTRIBUTES;
  abstract readonly kind: ElementKind;
  readonly slotId = nextSlotId++;
  #gangway: Gangway | undefined;
  #slots: SlotSet | undefined;

  /** The instance this element renders; the first one createGangway made when not set. */
  get gangway(): Gangway | undefined {
    return this.#gangway;
  }
  set gangway(gangway: Gangway | undefined) {
    this.#gangway = gangway;
    if (this.isConnected) {
      this.#unbind();
      this.bind();
    }
  }

  get element(): HTMLElement {
    return this;
  }

  connectedCallback(): void {
    this.bind();
  }
  disconnectedCallback(): void {
    this.#unbind();
  }
  attributeChangedCallback(): void {
    this.#slots?.touch();
  }

  /** Binds to the instance when there is one, else waits for createGangway. */
  bind(): void {
    if (!this.isConnected || this.#slots) return;
    const slots = slotsOf(this.#gangway);
    if (!slots) {
      waitForInstance(this);
      return;
    }
    stopWaiting(this);
    this.#slots = slots;
    slots.add(this);
  }
  #unbind(): void {
    stopWaiting(this);
    this.#slots?.remove(this);
    this.#slots = undefined;
  }
}

class GangwayButtonTag extends GangwayButtonElement {
  readonly kind = 'button';
}
class GangwayConnectButtonTag extends GangwayButtonElement {
  readonly kind = 'connect';
}
class GangwayAccountButtonTag extends GangwayButtonElement {
  readonly kind = 'account';
}
class GangwayNetworkButtonTag extends GangwayButtonElement {
  readonly kind = 'network';
}

/** `<gangway-modal>`: the element @gangway/react makes for the modal's shadow root, registered here by name. */
class GangwayModalElement extends HTMLElement {}

const CLASSES: Record<ElementKind, CustomElementConstructor> = {
  button: GangwayButtonTag,
  connect: GangwayConnectButtonTag,
  account: GangwayAccountButtonTag,
  network: GangwayNetworkButtonTag,
};

/** Sizes and layout of the elements themselves; `size="sm"` makes the button compact. */
const ELEMENTS_CSS = `${Object.values(ELEMENT_NAMES).join(',')}{display:inline-block}
${Object.values(ELEMENT_NAMES)
  .map((name) => `${name}[size=sm] .gw-btn`)
  .join(',')}{height:36px;padding:0 12px;font-size:14px;gap:6px}`;

/**
 * Registers the elements (once: calling it again does nothing). A name another script registered first, e.g. a
 * second copy of the bundle, is left alone with a console error naming it: this copy's elements stay unregistered.
 */
export function defineGangwayElements(
  registry: Pick<CustomElementRegistry, 'get' | 'define'> = customElements,
): void {
  const all: [string, CustomElementConstructor][] = [
    ...Object.entries(ELEMENT_NAMES).map(([kind, name]): [string, CustomElementConstructor] => [
      name,
      CLASSES[kind as ElementKind],
    ]),
    [MODAL_ELEMENT_NAME, GangwayModalElement],
  ];
  let defined = false;
  for (const [name, elementClass] of all) {
    const existing = registry.get(name);
    if (existing === elementClass) continue;
    if (existing) {
      console.error(
        `Gangway: <${name}> is already registered by another script (a second copy of the Gangway elements bundle?); this copy does not register it. Load one copy per page and create every instance with its createGangway.`,
      );
      continue;
    }
    registry.define(name, elementClass);
    defined = true;
  }
  if (defined && typeof document !== 'undefined') {
    const style = document.createElement('style');
    style.dataset.gangway = 'elements';
    style.textContent = ELEMENTS_CSS;
    document.head.append(style);
  }
}
