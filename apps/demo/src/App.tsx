import { useTheme } from '@gangway/react';
import { useEffect } from 'react';
import { ConfigCard } from './components/ConfigCard/ConfigCard.tsx';
import { ConnectionCard } from './components/ConnectionCard/ConnectionCard.tsx';
import { ConnectionsCard } from './components/ConnectionsCard/ConnectionsCard.tsx';
import { EnsCard } from './components/EnsCard/EnsCard.tsx';
import { Hero } from './components/Hero/Hero.tsx';
import { LanguageCard } from './components/LanguageCard/LanguageCard.tsx';
import { RequestsCard } from './components/RequestsCard/RequestsCard.tsx';
import { SessionsCard } from './components/SessionsCard/SessionsCard.tsx';
import { SignInCard } from './components/SignInCard/SignInCard.tsx';
import { SolanaAccountCard } from './components/SolanaAccountCard/SolanaAccountCard.tsx';
import { ThemeCard } from './components/ThemeCard/ThemeCard.tsx';
import { TopBar } from './components/TopBar/TopBar.tsx';
import { WagmiCard } from './components/WagmiCard/WagmiCard.tsx';
import { demoConfig } from './gangway.ts';

export function App() {
  const { resolvedThemeMode, themeVariables } = useTheme();
  const accent = themeVariables['--gw-accent'];
  // The host page follows the widget's theme, so the toggle restyles both.
  useEffect(() => {
    document.documentElement.dataset.theme = resolvedThemeMode;
    if (accent) document.documentElement.style.setProperty('--accent', accent);
    else document.documentElement.style.removeProperty('--accent');
  }, [resolvedThemeMode, accent]);

  return (
    <>
      <TopBar />
      <main className="page">
        <Hero />
        <div className="grid">
          <ConnectionCard />
          <RequestsCard />
          {demoConfig.siwx !== 'off' && <SignInCard />}
          {demoConfig.smartSessions && <SessionsCard />}
          <WagmiCard />
          {demoConfig.connections && <ConnectionsCard />}
          <EnsCard />
          <SolanaAccountCard />
          <ConfigCard />
          <ThemeCard />
          <LanguageCard />
        </div>
      </main>
      <footer className="footer">
        Gangway · open source, self-hostable · <code>@gangway/react</code> + <code>@gangway/evm</code>
      </footer>
    </>
  );
}
