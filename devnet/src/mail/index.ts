export { otpCodeOf, type ReceivedMail } from './receivedMail.ts';
export { type MailSink, type MailSinkOptions, startMailSink } from './startMailSink.ts';
