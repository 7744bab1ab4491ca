export const onrampCss = `
.onramp-form{display:flex;flex-direction:column;gap:12px;width:100%;text-align:start}
.onramp-field{display:flex;flex-direction:column;gap:6px}
.onramp-label{color:var(--gw-muted);font-size:13px;font-weight:600}
.onramp-input,.onramp-select{height:44px;padding:0 10px;border:1px solid var(--gw-border);border-radius:var(--gw-radius);background:var(--gw-background);color:var(--gw-foreground);font:inherit}
.onramp-input{font-size:18px;font-variant-numeric:tabular-nums}
.onramp-input:focus-visible,.onramp-select:focus-visible{outline:2px solid var(--gw-accent);outline-offset:1px}
.onramp-input[aria-invalid="true"]{border-color:var(--gw-error)}
.onramp-hint{margin:0;color:var(--gw-muted);font-size:13px;font-variant-numeric:tabular-nums}
.onramp-error{margin:0;color:var(--gw-error);font-size:14px;font-weight:600}
.onramp-notice{margin:0;font-size:14px;font-weight:600}
.onramp-providers{display:flex;flex-direction:column;gap:8px;margin:0;padding:0;list-style:none}
.onramp-provider{display:flex;flex-direction:column;gap:4px;padding:10px 12px;border:1px solid var(--gw-border);border-radius:var(--gw-radius);background:var(--gw-surface)}
.onramp-provider__head{display:flex;justify-content:space-between;gap:12px;font-weight:600}
.onramp-provider__fees{color:var(--gw-muted);font-size:13px;font-variant-numeric:tabular-nums}
`;
