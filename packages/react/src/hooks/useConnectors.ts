import type { Connector } from '@gangway/core';
import { useStore } from 'zustand';
import { useGangway } from './useGangway.ts';

/** Every discovered connector (installed and announced wallets), de-duplicated and ordered by type. */
export function useConnectors(): readonly Connector[] {
  const gangway = useGangway();
  return useStore(gangway.connectors, (state) => state.connectors);
}
