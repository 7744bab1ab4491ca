export * from './alerts.ts';
export * from './catalogue.ts';
export * from './GangwayError.ts';
export * from './rpcErrorCodes.ts';
export * from './sendMessages.ts';
export * from './toGangwayError.ts';
