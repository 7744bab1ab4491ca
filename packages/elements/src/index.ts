export type { Gangway, GangwayOptions, Locale, WalletConnection } from '@gangway/core';
export {
  disconnectConnection,
  getConnections,
  switchConnection,
  watchConnections,
} from '@gangway/core';
export { createGangway } from './createGangway.ts';
export { ELEMENT_NAMES, type ElementKind } from './elementNames.ts';
export { defineGangwayElements } from './elements.ts';
export { GANGWAY_EVENTS, type GangwayEventMap, type GangwayEventName } from './events.ts';
