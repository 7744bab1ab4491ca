import type { Gangway } from '@gangway/core';
import { ALERTS } from '@gangway/protocol';
import { useStore } from 'zustand';
import { useViewI18n } from '../../i18n/useViewI18n.ts';
import { AlertIcon, CloseIcon } from '../icons.tsx';
import { useShadowStyles } from '../ModalContext.ts';
import { alertBannerCss } from './AlertBanner.css.ts';

/**
 * The current alert; the alert store only holds one in debug mode (SPEC §8: alerts show visually only then), so
 * this ships in its own chunk.
 */
export default function AlertBanner({ gangway }: { gangway: Gangway }) {
  useShadowStyles(alertBannerCss);
  const alert = useStore(gangway.alert, (state) => state.alert);
  const { t, message } = useViewI18n();
  if (!alert) return null;
  const { shortMessage, longMessage } = ALERTS[alert.code];
  return (
    <div className="alert" role="alert" data-variant={alert.variant} data-testid="gw-alert">
      <AlertIcon />
      <span className="alert__text">
        <strong className="alert__title">
          {message({ code: `alert.${alert.code}`, text: shortMessage })}
        </strong>
        {alert.detail ?? message({ code: `alertDetail.${alert.code}`, text: longMessage })}
      </span>
      <button
        type="button"
        className="icon-button"
        aria-label={t('dismiss')}
        onClick={() => gangway.alert.getState().dismiss()}
      >
        <CloseIcon />
      </button>
    </div>
  );
}
