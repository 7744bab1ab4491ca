import { useAccount, useGangwayModal } from '@gangway/react';

export function Hero() {
  const { isConnected, wallet } = useAccount();
  const { open } = useGangwayModal();
  return (
    <section className="hero" aria-labelledby="hero-title">
      <p className="hero__eyebrow">Self-hosted wallet connection</p>
      <h1 className="hero__title" id="hero-title">
        Connect a wallet, keep your page fast.
      </h1>
      <p className="hero__lead">
        This page hosts the Gangway widget against <strong>devnet</strong>: local chains and the Gangway Dev
        Wallet. The panels below follow the widget's hooks, and wagmi's, as you connect, switch networks and
        disconnect.
      </p>
      <div className="hero__actions">
        {/* data-gangway-open: the provider takes the pointer or focus on it as open intent, as on Connect Wallet. */}
        <button
          type="button"
          className="host-button"
          data-testid="demo-open-modal"
          data-gangway-open=""
          onClick={() => open()}
        >
          {isConnected ? 'Open account' : 'Choose a wallet'}
        </button>
        <span className="hero__note" data-testid="demo-hero-note">
          {isConnected ? `Connected with ${wallet?.name ?? 'a wallet'}` : 'or use the button in the top bar'}
        </span>
      </div>
    </section>
  );
}
