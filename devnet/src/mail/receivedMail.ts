/** A mail the sink received, as its inbox lists it. */
export interface ReceivedMail {
  id: number;
  /** Lower-cased recipient addresses (the SMTP envelope's). */
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  /** Unix milliseconds. */
  receivedAt: number;
}

/** The 6-digit code of a login-service mail (in its subject and body), or undefined. */
export function otpCodeOf(mail: Pick<ReceivedMail, 'subject' | 'text'>): string | undefined {
  return /\b(\d{6})\b/.exec(mail.subject)?.[1] ?? /\b(\d{6})\b/.exec(mail.text)?.[1];
}
