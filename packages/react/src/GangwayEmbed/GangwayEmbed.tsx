import { useContext, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { ModalOpenerContext } from '../context/ModalOpenerContext.ts';
import { useGangway } from '../hooks/useGangway.ts';
import { useClientLayoutEffect } from '../internal/useClientLayoutEffect.ts';
import { createModalHost, type ModalHost } from '../modal/createModalHost.ts';
import { Modal } from '../modal/Modal/Modal.tsx';
import { useFocusReturn } from '../modal/useFocusReturn.ts';
import { useHostTheme } from '../modal/useHostTheme.ts';

export interface GangwayEmbedProps {
  className?: string;
}

/**
 * Renders the modal's element where the host places this component instead of at the end of document.body. Use it
 * with the `disableAppend` option (otherwise the provider appends its own).
 */
export function GangwayEmbed({ className }: GangwayEmbedProps) {
  const gangway = useGangway();
  const openerRef = useContext(ModalOpenerContext);
  const slot = useRef<HTMLDivElement>(null);
  const [host, setHost] = useState<ModalHost | null>(null);
  useFocusReturn(gangway, openerRef);
  useHostTheme(host);

  useClientLayoutEffect(() => {
    if (!slot.current) return;
    const created = createModalHost(slot.current);
    setHost(created);
    return () => created.element.remove();
  }, []);

  return (
    <div ref={slot} className={className} data-testid="gw-embed">
      {host && createPortal(<Modal host={host} />, host.container)}
    </div>
  );
}
