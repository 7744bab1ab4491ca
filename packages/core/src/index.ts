export * from './caip/index.ts';
export * from './constants.ts';
export * from './errors/index.ts';
