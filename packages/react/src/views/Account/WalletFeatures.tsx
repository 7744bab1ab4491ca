import type { AccountScreen } from '@gangway/core';
import { supportsSend } from '@gangway/core/internal';
import type { ChainNamespace, WalletFeature } from '@gangway/protocol';
import { useStore } from 'zustand';
import { useGangway } from '../../hooks/useGangway.ts';
import { useViewI18n } from '../../i18n/useViewI18n.ts';

type BuiltFeature = Extract<WalletFeature, 'swaps' | 'send' | 'receive'>;
const SCREEN_OF = { send: 'Send', receive: 'Receive' } as const satisfies Record<
  Exclude<BuiltFeature, 'swaps'>,
  AccountScreen
>;

/** Account's screens, each in its own chunk: loaded on intent, shown by Account when its route names one. */
export const SCREENS = {
  Send: () => import('../Send/Send.tsx'),
  Receive: () => import('../Receive/Receive.tsx'),
} satisfies Record<AccountScreen, () => Promise<unknown>>;

/** The Swap view's chunk, the registry's own: imported here, not through viewLoader, whose loadView the initial bundle
 * would then export to this chunk. */
const loadSwap = () => import('../Swap/Swap.tsx');

/**
 * The wallet features of SPEC §9 in the integrator's order, each gated by its feature: swaps by the project's
 * remote configuration (the Swap view says so on a network that is not EVM), receive, and send on the families
 * SPEC §9 allows. The on-ramp comes with its own issue.
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
  const swaps = useStore(gangway.features, (state) => state.remote.swaps !== false);
  const shown = local.walletFeaturesOrder.filter(
    (feature): feature is BuiltFeature =>
      (feature === 'swaps' && swaps && !unsupported) ||
      (feature === 'receive' && local.receive) ||
      (feature === 'send' && local.send && supportsSend(namespace) && !unsupported),
  );
  if (shown.length === 0) return null;
  const prefetch = (feature: BuiltFeature) =>
    void (feature === 'swaps' ? loadSwap() : SCREENS[SCREEN_OF[feature]]()).catch(() => undefined);
  const open = (feature: BuiltFeature) => {
    const modal = gangway.modal.getState();
    if (feature === 'swaps') modal.push('Swap');
    else modal.push('Account', { screen: SCREEN_OF[feature] });
  };
  return (
    <ul className="wallet-features" aria-label={t('walletFeatures')}>
      {shown.map((feature) => (
        <li key={feature}>
          <button
            type="button"
            className="button button--secondary"
            data-testid={`gw-account-${feature}`}
            onPointerEnter={() => prefetch(feature)}
            onFocus={() => prefetch(feature)}
            onClick={() => open(feature)}
          >
            {t(feature === 'swaps' ? 'swap' : feature)}
          </button>
        </li>
      ))}
    </ul>
  );
}
