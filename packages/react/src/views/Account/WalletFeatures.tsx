import type { AccountScreen } from '@gangway/core';
import { supportsSend } from '@gangway/core/internal';
import { CHAIN_SUPPORT, type ChainNamespace, type WalletFeature } from '@gangway/protocol';
import { useStore } from 'zustand';
import { useGangway } from '../../hooks/useGangway.ts';
import { useViewI18n } from '../../i18n/useViewI18n.ts';
import { inRestrictedTimeZone } from '../OnRampProviders/restrictedTimeZone.ts';

type BuiltFeature = Extract<WalletFeature, 'onramp' | 'swaps' | 'send' | 'receive'>;
const SCREEN_OF = { send: 'Send', receive: 'Receive' } as const satisfies Record<
  Exclude<BuiltFeature, 'swaps' | 'onramp'>,
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
const loadOnramp = () => import('../OnRampProviders/OnRampProviders.tsx');
const VIEW_OF = { swaps: 'Swap', onramp: 'OnRampProviders' } as const;
const LABEL_OF = { onramp: 'buy', swaps: 'swap', send: 'send', receive: 'receive' } as const;

/**
 * The wallet features of SPEC §9 in the integrator's order, each gated by its feature: swaps by the project's
 * remote configuration (the Swap view says so on a network that is not EVM), the on-ramp by its remote flag on the
 * families SPEC §9 allows and outside its restricted time zones, receive, and send on the families SPEC §9 allows.
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
  const onramp = useStore(gangway.features, (state) => state.remote.onramp !== false);
  const shown = local.walletFeaturesOrder.filter(
    (feature): feature is BuiltFeature =>
      (feature === 'onramp' &&
        onramp &&
        !unsupported &&
        (CHAIN_SUPPORT.onramp as readonly ChainNamespace[]).includes(namespace) &&
        !inRestrictedTimeZone()) ||
      (feature === 'swaps' && swaps && !unsupported) ||
      (feature === 'receive' && local.receive) ||
      (feature === 'send' && local.send && supportsSend(namespace) && !unsupported),
  );
  if (shown.length === 0) return null;
  const prefetch = (feature: BuiltFeature) =>
    void (
      feature === 'swaps' ? loadSwap() : feature === 'onramp' ? loadOnramp() : SCREENS[SCREEN_OF[feature]]()
    ).catch(() => undefined);
  const open = (feature: BuiltFeature) => {
    const modal = gangway.modal.getState();
    if (feature === 'swaps' || feature === 'onramp') modal.push(VIEW_OF[feature]);
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
            {t(LABEL_OF[feature])}
          </button>
        </li>
      ))}
    </ul>
  );
}
