// Why a mail did not go out, in words a visitor's debug console may show: the kind of failure, never the mail
// server's address or its reply (those go to the server's log).

const UNREACHABLE = new Set(['ECONNECTION', 'ESOCKET', 'ETIMEDOUT', 'EDNS', 'ETLS', 'EPROTOCOL']);

export function mailFailureMessage(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  const why =
    typeof code !== 'string'
      ? undefined
      : UNREACHABLE.has(code)
        ? 'the mail server could not be reached'
        : code === 'EAUTH'
          ? 'the mail server refused the login'
          : code === 'EENVELOPE'
            ? 'the mail server refused the address'
            : code === 'EMESSAGE'
              ? 'the mail server refused the message'
              : undefined;
  return why ? `The code could not be mailed: ${why}` : 'The code could not be mailed';
}
