import type { Gangway } from '@gangway/core';
import { useStore } from 'zustand';
import type { InitialKey } from '../../i18n/messages.ts';
import type { I18n } from '../../i18n/useI18n.ts';
import { AlertIcon, CheckIcon } from '../icons.tsx';

export interface Announcement {
  id: number;
  text: string;
}

/**
 * The modal's polite live region: it shows the current toast and reads it out, together with the status changes
 * views announce (connecting, rejected, switched).
 */
export function StatusRegion({
  gangway,
  announcement,
  message,
}: {
  gangway: Gangway;
  announcement: Announcement | null;
  /** Writes the toast's message in the widget's locale. */
  message: I18n<InitialKey>['message'];
}) {
  const toast = useStore(gangway.toast, (state) => (state.open ? state.toast : null));
  return (
    <div className="status" role="status" aria-live="polite" aria-atomic="true" data-testid="gw-status">
      {toast && (
        <div className="toast" data-variant={toast.variant} data-testid="gw-toast" key={`toast-${toast.id}`}>
          <span className="toast__icon">
            {toast.variant === 'loading' ? (
              <span className="spinner" />
            ) : toast.variant === 'success' ? (
              <CheckIcon size={16} />
            ) : (
              <AlertIcon size={16} />
            )}
          </span>
          {message(toast.message)}
        </div>
      )}
      {announcement && (
        <span className="sr-only" key={`announcement-${announcement.id}`}>
          {announcement.text}
        </span>
      )}
    </div>
  );
}
