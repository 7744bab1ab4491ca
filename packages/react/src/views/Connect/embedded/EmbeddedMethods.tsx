// The e-mail and social methods of the Connect view (SPEC §2, §9), in their own chunk: pages whose project offers
// neither never load them.
// The embedded wallet's code (loadEmbedded) loads when the visitor starts a login, not with the Connect view.
import {
  availableSocials,
  currentView,
  loadEmbedded,
  openSocialPopup,
  telegramPlatform,
} from '@gangway/core/internal';
import { ERROR_MESSAGES, failureMessage, type SocialOption, visitorMessage } from '@gangway/protocol';
import { useStore } from 'zustand';
import { useGangway } from '../../../hooks/useGangway.ts';
import { useViewI18n } from '../../../i18n/useViewI18n.ts';
import { useShadowStyles } from '../../../modal/ModalContext.ts';
import { EmailField } from './EmailField.tsx';
import { embeddedMethodsCss } from './EmbeddedMethods.css.ts';
import { SocialButtons } from './SocialButtons.tsx';

type FarcasterTab = typeof import('../../ConnectingFarcaster/farcasterTab.ts');
/** Undefined until loaded; null when it could not be (the view's Open Farcaster link remains). */
let farcasterTab: FarcasterTab | null | undefined;
let loadingFarcasterTab: Promise<void> | undefined;

/**
 * What the tap on Farcaster opens its tab with, which must be at hand in the tap: the socials that offer Farcaster
 * wait for it (Connect's kept place shows meanwhile). Imported here, not with this chunk: the page's first bytes
 * name this chunk's dependencies, and the tab's (walletLinks.ts) would be one more.
 */
function farcasterTabOrSuspend(): FarcasterTab | null {
  if (farcasterTab !== undefined) return farcasterTab;
  loadingFarcasterTab ??= import('../../ConnectingFarcaster/farcasterTab.ts').then(
    (module) => {
      farcasterTab = module;
    },
    () => {
      farcasterTab = null;
    },
  );
  throw loadingFarcasterTab;
}

export interface EmbeddedMethodsProps {
  /** The methods in the configured order. */
  methods: readonly ('email' | 'social')[];
  disabled: boolean;
  autoFocus: boolean;
  /** Whether the wallet list comes after these methods (an "or" between them). */
  dividerAfter: boolean;
}

export default function EmbeddedMethods({
  methods,
  disabled,
  autoFocus,
  dividerAfter,
}: EmbeddedMethodsProps) {
  useShadowStyles(embeddedMethodsCss);
  const gangway = useGangway();
  const { t } = useViewI18n();
  const remote = useStore(gangway.features, (state) => state.remote);
  const telegram = telegramPlatform();
  const socials = availableSocials(remote.socials, telegram);
  const shown = methods.filter((method) => (method === 'email' ? remote.email : socials.length > 0));
  if (shown.length === 0) return null;
  const tab = shown.includes('social') && socials.includes('farcaster') ? farcasterTabOrSuspend() : null;

  const onEmail = async (email: string) => {
    const { connectEmail } = await loadEmbedded();
    await connectEmail(gangway, { email });
    gangway.modal.getState().push('EmailLogin', { email });
  };
  const showFailure = (failure: unknown) =>
    gangway.toast
      .getState()
      .show('error', failureMessage(failure, visitorMessage(ERROR_MESSAGES, 'SOCIAL_CONNECTION_FAILED')));
  // The frame takes its load plus SPEC's 500 ms to be ready: start it while the address is typed, not after.
  const prepare = () => {
    loadEmbedded().then(
      ({ embeddedInstance }) => embeddedInstance(gangway),
      () => undefined,
    );
  };
  const onSocial = (provider: SocialOption) => {
    // Farcaster has no popup: the sign-in is approved in a Farcaster client (SPEC §2 ConnectingFarcaster), which a
    // phone opens in a tab this tap opens.
    if (provider === 'farcaster') {
      tab?.openFarcasterTab(gangway, window);
      prepare();
      gangway.modal.getState().push('ConnectingFarcaster');
      return;
    }
    // Opened inside the click: a popup opened after an await is blocked. Inside Telegram, or when the browser
    // blocked the popup, the page itself goes to the provider (SPEC §2); start-up completes the login on return.
    const popup = telegram === undefined ? openSocialPopup(window) : null;
    if (!popup) {
      loadEmbedded()
        .then(({ startSocialRedirect }) =>
          startSocialRedirect(gangway, { provider, location: window.location }),
        )
        .catch(showFailure);
      return;
    }
    loadEmbedded()
      .then(({ connectSocial }) => connectSocial(gangway, { provider, popup }))
      .then(() => {
        // A view the connection opened (SIWXSignMessage, UnsupportedChain) stays.
        const modal = gangway.modal.getState();
        if (modal.open && currentView(modal)?.view === 'Connect') gangway.close();
      }, showFailure);
  };

  return (
    <div className="embedded-methods" data-testid="gw-embedded-methods">
      {shown.map((method, index) =>
        method === 'email' ? (
          <EmailField
            key={method}
            onSubmit={onEmail}
            onIntent={prepare}
            disabled={disabled}
            autoFocus={autoFocus && index === 0}
          />
        ) : (
          <SocialButtons key={method} providers={socials} onSelect={onSocial} disabled={disabled} />
        ),
      )}
      {dividerAfter && (
        <p className="or-divider" aria-hidden="true">
          {t('orDivider')}
        </p>
      )}
    </div>
  );
}
