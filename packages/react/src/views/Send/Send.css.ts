export const sendCss = `
.send-form{display:flex;flex-direction:column;gap:14px;width:100%;text-align:start}
.send-field{display:flex;flex-direction:column;gap:6px}
.send-field__label{color:var(--gw-muted);font-size:13px;font-weight:600}
.send-field__row{display:flex;gap:8px}
.send-field__row .send-input{flex:1}
.send-input{min-width:0;height:46px;padding:0 12px;border:1px solid var(--gw-border);border-radius:var(--gw-radius);background:var(--gw-surface);color:var(--gw-foreground);font:inherit;font-variant-numeric:tabular-nums}
.send-input:focus-visible{outline:2px solid var(--gw-accent);outline-offset:1px}
.send-input[aria-invalid="true"]{border-color:var(--gw-error)}
.send-max{width:auto;height:46px;padding:0 16px}
.send-hint{margin:0;color:var(--gw-muted);font-size:13px;font-variant-numeric:tabular-nums}
.send-fee{display:flex;justify-content:space-between;gap:12px;margin:0;padding:10px 12px;border-radius:var(--gw-radius);background:var(--gw-surface);font-size:14px;font-variant-numeric:tabular-nums}
.send-error{margin:0;color:var(--gw-error);font-size:14px;font-weight:600}
`;
