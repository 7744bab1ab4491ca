import type { AlertCode } from '@gangway/protocol';
import { createStore } from 'zustand/vanilla';

export type AlertVariant = 'error' | 'warning' | 'info';
/** An alert on screen (debug mode): its catalogue code; the texts are in ALERTS, loaded with the banner. */
export interface Alert {
  code: AlertCode;
  variant: AlertVariant;
  /** Replaces the catalogue's long message when set. */
  detail?: string;
}
export interface AlertState {
  alert: Alert | null;
  show(code: AlertCode, variant?: AlertVariant, detail?: string): void;
  dismiss(): void;
}
export type AlertStore = ReturnType<typeof createAlertStore>;

export interface AlertLogger {
  error(message: string): void;
  warn(message: string): void;
  info(message: string): void;
}

/** Alerts are always logged; they are shown visually only in debug mode (SPEC §8). */
export function createAlertStore(options: { debug: boolean; logger?: AlertLogger }) {
  const logger = options.logger ?? console;
  return createStore<AlertState>()((set) => ({
    alert: null,
    show: (code, variant = 'error', detail) => {
      if (options.debug) set({ alert: { code, variant, ...(detail === undefined ? {} : { detail }) } });
      void import('./alertsTable.ts').then(({ ALERTS }) => {
        const entry = ALERTS[code];
        logger[variant === 'warning' ? 'warn' : variant](
          `[Gangway] ${entry.shortMessage}: ${detail ?? entry.longMessage}`,
        );
      });
    },
    dismiss: () => set({ alert: null }),
  }));
}
