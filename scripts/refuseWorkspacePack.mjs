// `npm pack` or `npm publish` in a workspace folder would ship a manifest whose exports point at src/: publish what
// `node scripts/pack.mjs` stages (.pack/stage/<name>, the dist manifest) instead.
console.error(
  'Pack and publish Gangway packages with `node scripts/pack.mjs` (it stages the built package).',
);
process.exit(1);
