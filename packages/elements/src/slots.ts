import type { ElementKind } from './elementNames.ts';

/** An element the renderer portals a button into, and the attributes the button reads. */
export interface ButtonSlot {
  /** Stable for the element's life: the portal's key. */
  readonly slotId: number;
  readonly element: HTMLElement;
  readonly kind: ElementKind;
}

/** The elements bound to one instance; the renderer re-renders on each change (useSyncExternalStore). */
export class SlotSet {
  #slots: readonly ButtonSlot[] = [];
  #listeners = new Set<() => void>();

  add(slot: ButtonSlot): void {
    if (!this.#slots.includes(slot)) this.#set([...this.#slots, slot]);
  }
  remove(slot: ButtonSlot): void {
    this.#set(this.#slots.filter((known) => known !== slot));
  }
  /** An attribute changed: the same slots, a new snapshot. */
  touch(): void {
    this.#set([...this.#slots]);
  }
  readonly snapshot = (): readonly ButtonSlot[] => this.#slots;
  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };
  #set(slots: readonly ButtonSlot[]): void {
    this.#slots = slots;
    for (const listener of this.#listeners) listener();
  }
}
