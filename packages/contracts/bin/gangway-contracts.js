#!/usr/bin/env node
// Runs the TypeScript CLI directly: tsx compiles on the fly, so `npx gangway-contracts deploy` needs no build step.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/cli.ts');
process.exit(await main(process.argv.slice(2)));
