import type { Gangway } from '@gangway/core';
import { bridgeEvents } from './events.ts';
import { renderElements } from './renderer.tsx';
import { type ButtonSlot, SlotSet } from './slots.ts';

/** What the elements bundle keeps per instance: the elements bound to it (rendered by its own React root). */
const mounted = new WeakMap<Gangway, SlotSet>();
/** The first instance createGangway made: where an element without an explicit `gangway` property renders. */
let defaultInstance: Gangway | undefined;
/** Elements in the page before any createGangway call: bound as soon as there is an instance. */
const waiting = new Set<ButtonSlot & { bind(): void }>();

export function slotsOf(gangway: Gangway | undefined): SlotSet | undefined {
  const instance = gangway ?? defaultInstance;
  return instance && mounted.get(instance);
}

export function waitForInstance(slot: ButtonSlot & { bind(): void }): void {
  waiting.add(slot);
}

export function stopWaiting(slot: ButtonSlot): void {
  waiting.delete(slot as ButtonSlot & { bind(): void });
}

/** Renders the instance's elements and bridges its state to DOM events on the document. */
export function mountInstance(gangway: Gangway): void {
  if (mounted.has(gangway)) return;
  const slots = new SlotSet();
  mounted.set(gangway, slots);
  renderElements(gangway, slots);
  bridgeEvents(gangway, document);
  defaultInstance ??= gangway;
  for (const slot of [...waiting]) slot.bind();
}
