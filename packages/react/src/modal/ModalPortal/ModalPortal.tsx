import type { Gangway } from '@gangway/core';
import { setFrameDock } from '@gangway/core/internal';
import { useContext, useEffect } from 'react';
import { createPortal } from 'react-dom';
import { useStore } from 'zustand';
import { ModalOpenerContext } from '../../context/ModalOpenerContext.ts';
import { useGangway } from '../../hooks/useGangway.ts';
import { createModalHost, type ModalHost } from '../createModalHost.ts';
import { Modal } from '../Modal/Modal.tsx';
import { useFocusReturn } from '../useFocusReturn.ts';
import { useHostTheme } from '../useHostTheme.ts';

/**
 * One `<gangway-modal>` per instance: the embedded wallet's frame may live inside it (core's frameDock.ts), and an
 * iframe that leaves the document is gone, so an element holding it stays.
 */
const hosts = new WeakMap<Gangway, ModalHost>();

function hostOf(gangway: Gangway): ModalHost {
  const known = hosts.get(gangway);
  if (!known) {
    const host = createModalHost(document.body);
    hosts.set(gangway, host);
    return host;
  }
  if (!known.element.isConnected) document.body.append(known.element);
  return known;
}

/**
 * Appends `<gangway-modal>` to document.body on first open, or before it once `warm` (or when the embedded wallet's
 * frame needs its place), and portals the modal into its shadow root.
 */
export function ModalPortal({ warm }: { warm: boolean }) {
  const gangway = useGangway();
  const openerRef = useContext(ModalOpenerContext);
  const open = useStore(gangway.modal, (state) => state.open);
  // Made while rendering the first open so the dialog renders in the same pass as the click instead of one effect
  // later; the server never renders an open modal.
  const host = open || warm ? hostOf(gangway) : hosts.get(gangway);
  useFocusReturn(gangway, openerRef);
  useHostTheme(host);

  useEffect(() => {
    // Before the provider's own effects (children's run first): its restore may make the frame.
    setFrameDock(gangway, () => hostOf(gangway).element);
    if (!host) return;
    // A StrictMode remount runs the cleanup below and then this again: the element comes back.
    hostOf(gangway);
    return () => {
      if (!host.element.firstChild) host.element.remove();
    };
  }, [host, gangway]);

  return host ? createPortal(<Modal host={host} warm={warm} />, host.container) : null;
}
