// The integrator's own button instead of ConnectButton: a plain element whose click calls open(), as the README
// shows (SPEC §2 makes open() public), marked with nothing.
import { useGangwayModal } from '@gangway/react';

export function IntegratorButton() {
  const { open } = useGangwayModal();
  return (
    <button type="button" data-testid="bench-integrator-open" onClick={() => open()}>
      Connect Wallet
    </button>
  );
}
