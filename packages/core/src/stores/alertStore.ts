import { createStore } from 'zustand/vanilla';
import { ALERTS, type AlertCode } from '../errors/catalogue.ts';

export type AlertVariant = 'error' | 'warning' | 'info';
export interface Alert {
  code: AlertCode;
  variant: AlertVariant;
  message: string;
  detail: string;
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
      const entry = ALERTS[code];
      const text = detail ?? entry.longMessage;
      logger[variant === 'warning' ? 'warn' : variant](`[Gangway] ${entry.shortMessage}: ${text}`);
      if (options.debug) set({ alert: { code, variant, message: entry.shortMessage, detail: text } });
    },
    dismiss: () => set({ alert: null }),
  }));
}
