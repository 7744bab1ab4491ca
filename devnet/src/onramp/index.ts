export { createFunders, type Funders, SANDBOX_TREASURY } from './funders.ts';
export { DEFAULT_SANDBOX_ONRAMP_PORT, type SandboxOnramp, startSandboxOnramp } from './sandboxOnramp.ts';
export { SANDBOX_LIMITS, SANDBOX_PRICES_USD, sandboxQuote } from './sandboxPrices.ts';
