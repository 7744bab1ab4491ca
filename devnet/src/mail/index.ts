export { otpCodeOf, type ReceivedMail } from './receivedMail.ts';
export { type MailSink, type MailSinkOptions, REFUSED_MAIL_DOMAIN, startMailSink } from './startMailSink.ts';
