import type { AccountScreen } from '@gangway/core';
import { supportsSend } from '@gangway/core/internal';
import type { ChainNamespace, WalletFeature } from '@gangway/protocol';
import { useStore } from 'zustand';
import { useGangway } from '../../hooks/useGangway.ts';
import { useViewI18n } from '../../i18n/useViewI18n.ts';

type BuiltFeature = Extract<WalletFeature, 'send' | 'receive'>;
const SCREEN_OF = { send: 'Send', receive: 'Receive' } as const satisfies Record<BuiltFeature, AccountScreen>;

/** Account's screens, each in its own chunk: loaded on intent, shown by Account when its route names one. */
export const SCREENS = {
  Send: () => import('../Send/Send.tsx'),
  Receive: () => import('../Receive/Receive.tsx'),
} satisfies Record<AccountScreen, () => Promise<unknown>>;

/**
 * The wallet features of SPEC §9 in the integrator's order, each gated by its local feature: receive, and send on
 * the families SPEC §9 allows. On-ramp and swaps come with their own issue.
 */
export function WalletFeatures({
  namespace,
  unsupported,
}: {
  namespace: ChainNamespace;
  unsupported: boolean;
}) {
  const gangway = useGangway();
  const { t } = useViewI18n();
  const local = useStore(gangway.features, (state) => state.local);
  const shown = local.walletFeaturesOrder.filter(
    (feature): feature is BuiltFeature =>
      (feature === 'receive' && local.receive) ||
      (feature === 'send' && local.send && supportsSend(namespace) && !unsupported),
  );
  if (shown.length === 0) return null;
  return (
    <ul className="wallet-features" aria-label={t('walletFeatures')}>
      {shown.map((feature) => (
        <li key={feature}>
          <button
            type="button"
            className="button button--secondary"
            data-testid={`gw-account-${feature}`}
            onPointerEnter={() => void SCREENS[SCREEN_OF[feature]]().catch(() => undefined)}
            onFocus={() => void SCREENS[SCREEN_OF[feature]]().catch(() => undefined)}
            onClick={() => gangway.modal.getState().push('Account', { screen: SCREEN_OF[feature] })}
          >
            {t(feature)}
          </button>
        </li>
      ))}
    </ul>
  );
}
