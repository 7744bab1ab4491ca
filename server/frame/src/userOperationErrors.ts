// What the dapp hears when the bundler or the paymaster refuses a user operation, or its calls revert in the
// bundler's simulation: one of USER_OPERATION_REFUSALS with the bundler's reason, and the ERC-7769 code — not
// viem's report (several lines with every field of the operation), nor viem's reading of a code it does not know.
import {
  USER_OPERATION_ERROR_CODES as CODES,
  EmbeddedWalletError,
  USER_OPERATION_REFUSALS as REFUSALS,
  RPC_ERROR_CODES,
} from '@gangway/protocol';

type Refusal = keyof typeof REFUSALS;

/** The first numeric code and the innermost reason along an error's causes (viem keeps the RPC error deepest). */
function readCauses(error: unknown): { code?: number; reason?: string } {
  let code: number | undefined;
  let reason: string | undefined;
  for (
    let current = error, depth = 0;
    typeof current === 'object' && current !== null && depth < 10;
    depth++
  ) {
    const { code: found, details, shortMessage, message, cause } = current as Record<string, unknown>;
    if (code === undefined && typeof found === 'number') code = found;
    const text = [details, shortMessage, message].find(
      (value) => typeof value === 'string' && value.length > 0,
    );
    if (typeof text === 'string') reason = text.split('\n')[0];
    current = cause;
  }
  return { ...(code === undefined ? {} : { code }), ...(reason === undefined ? {} : { reason }) };
}

function refusal(code: number | undefined, reason: string): Refusal {
  if (code === CODES.REJECTED_BY_PAYMASTER || /\bAA3\d\b/.test(reason)) return 'PAYMASTER';
  // gangway-server's RPC proxy refusing the project's paymaster calls (no sponsorship on the chain, budget spent).
  if (code === RPC_ERROR_CODES.REQUEST_REFUSED && /sponsor/i.test(reason)) return 'PAYMASTER';
  if (/\bAA21\b/.test(reason)) return 'FUNDS';
  if (code === CODES.SIGNATURE_CHECK_FAILED || /\bAA2[34]\b/.test(reason)) return 'SIGNATURE';
  if (/\bAA(13|26|40|41|51|95)\b/.test(reason) || /preVerificationGas/.test(reason)) return 'GAS';
  if (code === CODES.EXECUTION_REVERTED || /revert/i.test(reason)) return 'REVERTED';
  return 'REFUSED';
}

const REFUSAL_CODES: Readonly<Record<Refusal, number | undefined>> = {
  PAYMASTER: CODES.REJECTED_BY_PAYMASTER,
  FUNDS: CODES.REJECTED_BY_ENTRY_POINT,
  SIGNATURE: CODES.SIGNATURE_CHECK_FAILED,
  GAS: CODES.REJECTED_BY_ENTRY_POINT,
  REVERTED: CODES.EXECUTION_REVERTED,
  REFUSED: undefined,
};

/** The refusal of a user operation that was not sent, as the dapp hears it. */
export function toUserOperationError(error: unknown): EmbeddedWalletError {
  if (error instanceof EmbeddedWalletError) return error;
  const { code, reason = '' } = readCauses(error);
  const kind = refusal(code, reason);
  return new EmbeddedWalletError(reason ? `${REFUSALS[kind]} (${reason})` : REFUSALS[kind], {
    code: REFUSAL_CODES[kind] ?? code ?? RPC_ERROR_CODES.INTERNAL,
  });
}
