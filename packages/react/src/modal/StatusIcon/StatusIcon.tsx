import type { ReactNode } from 'react';
import { AlertIcon, CheckIcon } from '../icons.tsx';
import { useShadowStyles } from '../ModalContext.ts';
import { statusIconCss } from './StatusIcon.css.ts';

/** A wallet or network icon inside a ring that spins while waiting and turns red on failure. */
export function StatusIcon({
  state,
  children,
}: {
  state: 'pending' | 'error' | 'success';
  children: ReactNode;
}) {
  useShadowStyles(statusIconCss);
  return (
    <div className="status-icon" data-state={state}>
      <span className="status-icon__ring" />
      {children}
      {state !== 'pending' && (
        <span className="status-icon__badge">
          {state === 'error' ? <AlertIcon size={14} /> : <CheckIcon size={14} />}
        </span>
      )}
    </div>
  );
}
