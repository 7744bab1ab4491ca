import { createGangway as createCoreGangway, type Gangway, type GangwayOptions } from '@gangway/core';
import { defineGangwayElements } from './elements.ts';
import { mountInstance } from './instances.ts';

/**
 * @gangway/core's createGangway (the same options, the same instance: its getters, actions and store
 * subscriptions), plus what a page without React needs: the elements registered, the instance's buttons rendered
 * into them with the modal, and its changes sent to the document as `gangway:*` events. Browser only.
 */
export function createGangway(options: GangwayOptions): Gangway {
  const gangway = createCoreGangway(options);
  defineGangwayElements();
  mountInstance(gangway);
  return gangway;
}
