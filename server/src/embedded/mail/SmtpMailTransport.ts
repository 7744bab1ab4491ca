// Sends mail through the SMTP server of the configuration (nodemailer keeps a pool of connections).
import nodemailer, { type Transporter } from 'nodemailer';
import type { ResolvedEmbeddedConfig } from '../../config/embeddedConfig.ts';
import type { MailMessage, MailTransport } from './MailTransport.ts';

type SmtpConfig = NonNullable<ResolvedEmbeddedConfig['smtp']>;

const SMTP_TIMEOUT_MS = 10_000;

export class SmtpMailTransport implements MailTransport {
  readonly #transport: Transporter;
  readonly #from: string;

  constructor(config: SmtpConfig) {
    this.#from = config.from;
    this.#transport = nodemailer.createTransport({
      pool: true,
      host: config.host,
      port: config.port,
      secure: config.secure ?? false,
      ...(config.auth ? { auth: config.auth } : {}),
      connectionTimeout: SMTP_TIMEOUT_MS,
      greetingTimeout: SMTP_TIMEOUT_MS,
      socketTimeout: SMTP_TIMEOUT_MS,
    });
  }

  async send(message: MailMessage): Promise<void> {
    await this.#transport.sendMail({ from: this.#from, ...message });
  }

  close(): void {
    this.#transport.close();
  }
}
