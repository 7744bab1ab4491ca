export const registerNameCss = `
.register-name{display:flex;flex-direction:column;align-items:stretch;gap:12px;width:100%}
.register-name__hint{margin:0;color:var(--gw-muted);font-size:14px;line-height:1.45;text-align:center}
.register-name__field{display:flex;align-items:center;border:1px solid var(--gw-border);border-radius:var(--gw-radius);background:var(--gw-surface)}
.register-name__field:focus-within{outline:2px solid var(--gw-accent);outline-offset:1px}
.register-name__field[data-invalid]{border-color:var(--gw-error)}
.register-name__input{flex:1;min-width:0;height:48px;padding:0 12px;border:0;background:none;color:var(--gw-foreground);font:inherit;font-size:16px;outline:none}
.register-name__zone{padding:0 12px;color:var(--gw-muted);font-size:15px;white-space:nowrap}
.register-name__status{margin:0;min-height:1.4em;color:var(--gw-muted);font-size:14px}
.register-name__status[data-kind="error"]{color:var(--gw-error);font-weight:600}
.register-name__status[data-kind="available"]{color:var(--gw-success,var(--gw-foreground));font-weight:600}
.register-name__suggestions{display:flex;flex-wrap:wrap;gap:8px;margin:0;padding:0;list-style:none}
.register-name__suggestion{padding:6px 12px;border:1px solid var(--gw-border);border-radius:999px;background:var(--gw-surface);color:var(--gw-foreground);font:inherit;font-size:14px;cursor:pointer}
.register-name__suggestion:focus-visible{outline:2px solid var(--gw-accent)}
`;
