// The yardstick: a bare React 19 page whose button opens a trivial dialog with a one-item list.
import { useState } from 'react';
import { createRoot } from 'react-dom/client';

function App() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" data-testid="bench-open" onClick={() => setOpen(true)}>
        Connect Wallet
      </button>
      {open && (
        <div role="dialog" aria-modal="true" aria-label="Connect Wallet" data-testid="bench-view">
          <ul>
            <li>
              <button type="button" data-testid="bench-wallet">
                Wallet
              </button>
            </li>
          </ul>
        </div>
      )}
    </>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(<App />);
