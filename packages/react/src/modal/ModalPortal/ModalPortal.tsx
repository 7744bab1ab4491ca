import { useContext, useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useStore } from 'zustand';
import { ModalOpenerContext } from '../../context/ModalOpenerContext.ts';
import { useGangway } from '../../hooks/useGangway.ts';
import { createModalHost, type ModalHost } from '../createModalHost.ts';
import { Modal } from '../Modal/Modal.tsx';
import { useFocusReturn } from '../useFocusReturn.ts';
import { useHostTheme } from '../useHostTheme.ts';

/** Appends `<gangway-modal>` to document.body on first open and portals the modal into its shadow root. */
export function ModalPortal() {
  const gangway = useGangway();
  const openerRef = useContext(ModalOpenerContext);
  const open = useStore(gangway.modal, (state) => state.open);
  const created = useRef<ModalHost | null>(null);
  // Created while rendering the first open (once, kept in a ref) so the dialog renders in the same pass as the
  // click instead of one effect later; the server never renders an open modal.
  if (open && !created.current) created.current = createModalHost(document.body);
  const host = created.current;
  useFocusReturn(gangway, openerRef);
  useHostTheme(host);

  useEffect(() => {
    if (!host) return;
    // A StrictMode remount runs the cleanup below and then this again: put the element back.
    if (!host.element.isConnected) document.body.append(host.element);
    return () => host.remove();
  }, [host]);

  return host ? createPortal(<Modal host={host} />, host.container) : null;
}
