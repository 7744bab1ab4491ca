import { useAccount } from '../../hooks/useAccount.ts';
import { AccountButton, type AccountButtonProps } from '../AccountButton/AccountButton.tsx';
import { ConnectButton } from '../ConnectButton/ConnectButton.tsx';

export interface GangwayButtonProps extends AccountButtonProps {
  /** Label of the connect state; default "Connect Wallet". */
  label?: string;
}

/** The Connect Wallet button while disconnected, the account button once connected. */
export function GangwayButton({ label, ...accountProps }: GangwayButtonProps) {
  const { isConnected } = useAccount(accountProps.namespace);
  return isConnected ? (
    <AccountButton {...accountProps} />
  ) : (
    <ConnectButton label={label} className={accountProps.className} />
  );
}
