export const swapCss = `
.swap-form{display:flex;flex-direction:column;gap:12px;width:100%;text-align:start}
.swap-box{display:flex;flex-direction:column;gap:6px;padding:12px;border:1px solid var(--gw-border);border-radius:var(--gw-radius);background:var(--gw-surface)}
.swap-label{color:var(--gw-muted);font-size:13px;font-weight:600}
.swap-row{display:flex;gap:8px;align-items:center}
.swap-input{flex:1;min-width:0;height:44px;padding:0 10px;border:1px solid var(--gw-border);border-radius:var(--gw-radius);background:var(--gw-background);color:var(--gw-foreground);font:inherit;font-size:18px;font-variant-numeric:tabular-nums}
.swap-input:focus-visible{outline:2px solid var(--gw-accent);outline-offset:1px}
.swap-input[aria-invalid="true"]{border-color:var(--gw-error)}
.swap-token{width:auto;min-width:96px;height:44px;padding:0 12px;white-space:nowrap}
.swap-flip{align-self:center;width:auto;height:32px;padding:0 12px}
.swap-hint{margin:0;color:var(--gw-muted);font-size:13px;font-variant-numeric:tabular-nums}
.swap-details{display:flex;flex-direction:column;gap:6px;margin:0;padding:10px 12px;border-radius:var(--gw-radius);background:var(--gw-surface);font-size:14px}
.swap-details div{display:flex;justify-content:space-between;gap:12px}
.swap-details dt{color:var(--gw-muted)}
.swap-details dd{margin:0;font-variant-numeric:tabular-nums;text-align:end}
.swap-slippage{width:72px;flex:none;font-size:14px;height:32px}
.swap-error{margin:0;color:var(--gw-error);font-size:14px;font-weight:600}
.swap-notice{margin:0;font-size:14px;font-weight:600}
.swap-steps{margin:0;padding-inline-start:20px;font-size:14px}
.swap-picker{display:flex;flex-direction:column;gap:8px;width:100%;text-align:start}
.swap-picker__list{display:flex;flex-direction:column;gap:4px;max-height:320px;margin:0;padding:0;overflow-y:auto;list-style:none}
.swap-picker__item{display:flex;gap:10px;align-items:center;width:100%;padding:8px;border:0;border-radius:var(--gw-radius);background:transparent;color:inherit;font:inherit;text-align:start;cursor:pointer}
.swap-picker__item:hover,.swap-picker__item:focus-visible{background:var(--gw-surface)}
.swap-picker__item img{border-radius:50%}
.swap-picker__name{display:flex;flex:1;flex-direction:column;min-width:0}
.swap-picker__name span{color:var(--gw-muted);font-size:13px;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.swap-picker__held{font-variant-numeric:tabular-nums}
`;
