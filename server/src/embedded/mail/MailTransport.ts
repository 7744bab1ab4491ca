/** One message: plain text and HTML bodies of the same content. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Where the login service's mail goes: SMTP today (SmtpMailTransport); an HTTP mail API could plug in. */
export interface MailTransport {
  send(message: MailMessage): Promise<void>;
  close(): void;
}
