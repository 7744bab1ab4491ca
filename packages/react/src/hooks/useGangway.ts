import type { Gangway } from '@gangway/core';
import { useContext } from 'react';
import { GangwayReactContext } from '../context/GangwayReactContext.ts';

/**
 * The widget instance of the nearest `<GangwayProvider>`: its stores and actions (`open`, `connect`,
 * `switchNetwork`, …). Throws when used outside a provider.
 */
export function useGangway(): Gangway {
  const gangway = useContext(GangwayReactContext);
  if (!gangway) throw new Error('useGangway must be used inside <GangwayProvider>');
  return gangway;
}
