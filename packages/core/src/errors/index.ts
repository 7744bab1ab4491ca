export * from './alerts.ts';
export * from './catalogue.ts';
export * from './GangwayError.ts';
export * from './toGangwayError.ts';
