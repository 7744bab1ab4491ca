// Builds the published packages named (workspace folders), or all of them, into their dist/.
import { buildPackage, PUBLISHED } from './packages.mjs';

for (const dir of process.argv.length > 2 ? process.argv.slice(2) : PUBLISHED) buildPackage(dir);
