export * from './catalogue.ts';
export * from './GangwayError.ts';
