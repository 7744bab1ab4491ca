#!/usr/bin/env node
// The gangway-contracts command as published: compiled JavaScript, no TypeScript runner.
import { main } from './cli.ts';

process.exit(await main(process.argv.slice(2)));
