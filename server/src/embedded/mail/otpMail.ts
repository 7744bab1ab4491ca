// The mail carrying a one-time code: plain text and a simple HTML version.
import type { OtpPurpose } from '../../db/embeddedSchema.ts';
import type { MailMessage } from './MailTransport.ts';

/** What a mail is for: a code's purpose, or a login code for a known account on a device it has not used. */
export type MailKind = OtpPurpose | 'login_new_device';

const SUBJECTS: Record<MailKind, string> = {
  login: 'Your login code',
  login_new_device: 'Your login code for a new device',
  update_primary: 'Confirm your e-mail change',
  update_secondary: 'Confirm your new e-mail address',
};

const LEADS: Record<MailKind, string> = {
  login: 'Use this code to log in',
  login_new_device: 'Someone is logging in to your wallet from a new device. If it is you, use this code',
  update_primary: 'Use this code to confirm that you want to change your e-mail address',
  update_secondary: 'Use this code to confirm your new e-mail address',
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function otpMail(to: string, kind: MailKind, code: string, ttlMinutes: number): MailMessage {
  const lead = LEADS[kind];
  const footer = `The code expires in ${ttlMinutes} minutes. If you did not ask for it, ignore this mail.`;
  return {
    to,
    subject: `${SUBJECTS[kind]}: ${code}`,
    text: `${lead}:\n\n    ${code}\n\n${footer}\n`,
    html: [
      '<!doctype html><html><body style="font-family:sans-serif">',
      `<p>${escapeHtml(lead)}:</p>`,
      `<p style="font-size:28px;letter-spacing:6px;font-weight:bold">${escapeHtml(code)}</p>`,
      `<p style="color:#666">${escapeHtml(footer)}</p>`,
      '</body></html>',
    ].join(''),
  };
}
