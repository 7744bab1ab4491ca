export * from './alerts.ts';
export * from './catalogue.ts';
export * from './GangwayError.ts';
export * from './onrampMessages.ts';
export * from './rpcErrorCodes.ts';
export * from './sendMessages.ts';
export * from './swapMessages.ts';
export * from './toGangwayError.ts';
export { USER_MESSAGES } from './userMessages.ts';
export {
  failureMessage,
  type MessageParams,
  type VisitorMessage,
  visitorMessage,
} from './visitorMessage.ts';
