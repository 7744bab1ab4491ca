import type { Gangway } from '@gangway/core';
import { setFrameDock } from '@gangway/core/embedded/frameDock';
import { useContext, useEffect, useLayoutEffect } from 'react';
import { createPortal } from 'react-dom';
import { useStore } from 'zustand';
import { ModalOpenerContext } from '../../context/ModalOpenerContext.ts';
import { useGangway } from '../../hooks/useGangway.ts';
import { createModalHost, type ModalHost } from '../createModalHost.ts';
import { Modal } from '../Modal/Modal.tsx';
import { useFocusReturn } from '../useFocusReturn.ts';
import { useHostTheme } from '../useHostTheme.ts';

/**
 * One `<gangway-modal>` per instance, for the instance's life: the embedded wallet's frame may live inside it
 * (core's frameDock.ts), and an iframe that leaves the document is gone.
 */
const hosts = new WeakMap<Gangway, ModalHost>();

function hostOf(gangway: Gangway): ModalHost {
  let host = hosts.get(gangway);
  if (!host) {
    host = createModalHost(document.body);
    hosts.set(gangway, host);
  }
  if (!host.element.isConnected) document.body.append(host.element);
  return host;
}

/**
 * Appends `<gangway-modal>` to document.body on first open (or when the embedded wallet's frame needs its place)
 * and portals the modal into its shadow root.
 */
export function ModalPortal() {
  const gangway = useGangway();
  const openerRef = useContext(ModalOpenerContext);
  const open = useStore(gangway.modal, (state) => state.open);
  // Made while rendering the first open so the dialog renders in the same pass as the click instead of one effect
  // later; the server never renders an open modal.
  const host = open ? hostOf(gangway) : (hosts.get(gangway) ?? null);
  useFocusReturn(gangway, openerRef);
  useHostTheme(host);

  // Before any effect of the provider (its restore may make the frame).
  useLayoutEffect(() => {
    setFrameDock(gangway, () => hostOf(gangway).element);
    return () => setFrameDock(gangway, undefined);
  }, [gangway]);

  useEffect(() => {
    if (!host) return;
    // A StrictMode remount runs the cleanup below and then this again: put the element back.
    hosts.set(gangway, host);
    if (!host.element.isConnected) document.body.append(host.element);
    return () => {
      // The frame stays where it is (hidden and empty, as it would be in the body): it cannot move unharmed.
      if (!host.element.querySelector('iframe')) {
        host.remove();
        hosts.delete(gangway);
      }
    };
  }, [host, gangway]);

  return host ? createPortal(<Modal host={host} />, host.container) : null;
}
