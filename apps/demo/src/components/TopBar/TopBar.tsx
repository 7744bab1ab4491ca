import { GangwayButton, NetworkButton, useAccount, useTheme } from '@gangway/react';

function SunIcon() {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
    </svg>
  );
}

function MoonIcon() {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5Z" />
    </svg>
  );
}

export function ThemeToggle() {
  const { resolvedThemeMode, setThemeMode } = useTheme();
  const next = resolvedThemeMode === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      className="icon-toggle"
      data-testid="demo-theme-toggle"
      aria-label={`Switch to ${next} theme`}
      onClick={() => setThemeMode(next)}
    >
      {resolvedThemeMode === 'dark' ? <SunIcon /> : <MoonIcon />}
    </button>
  );
}

export function TopBar() {
  const { isConnected } = useAccount();
  return (
    <header className="topbar">
      <div className="topbar__inner">
        <a className="brand" href="/">
          <span className="brand__mark" aria-hidden="true">
            <svg
              width="18"
              height="18"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.8"
              strokeLinecap="round"
              aria-hidden="true"
            >
              <path d="M18.5 8.5A7.5 7.5 0 1 0 19.5 12.5h-6" />
            </svg>
          </span>
          Gangway
          <span className="brand__tag">Demo</span>
        </a>
        <nav className="topbar__actions" aria-label="Wallet">
          {isConnected && <NetworkButton />}
          <GangwayButton />
          <ThemeToggle />
        </nav>
      </div>
    </header>
  );
}
