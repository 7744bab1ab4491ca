import type { Gangway } from '@gangway/core';
import { currentView, type RouteEntry } from '@gangway/core/internal';
import { useStore } from 'zustand';
import { useGangway } from './useGangway.ts';

export interface GangwayModal {
  /** Whether the modal is on screen. */
  isOpen: boolean;
  /** The view on screen (the last entry of the navigation history), if any. */
  view: RouteEntry['view'] | undefined;
  /**
   * Opens the modal: on the given view (with its data) or, without arguments, on Account when connected and
   * Connect otherwise.
   */
  open: Gangway['open'];
  close(): void;
}

/** Opens and closes the modal and tells whether it is open and on which view. */
export function useGangwayModal(): GangwayModal {
  const gangway = useGangway();
  const isOpen = useStore(gangway.modal, (state) => state.open);
  const view = useStore(gangway.modal, (state) => currentView(state)?.view);
  return { isOpen, view, open: gangway.open, close: gangway.close };
}
