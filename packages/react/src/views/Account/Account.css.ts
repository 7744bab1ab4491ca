export const accountCss = `
.account-avatar{position:relative;margin:8px 0 2px}
.account-avatar__wallet{position:absolute;inset-inline-end:-4px;bottom:-4px;display:inline-flex;padding:2px;border-radius:30%;background:var(--gw-background)}
.account-address{display:flex;align-items:center;gap:4px;margin-inline-start:36px}
.account-address .headline{margin:0;font-size:20px;font-variant-numeric:tabular-nums}
.account-balance{margin:-6px 0 0;color:var(--gw-muted);font-size:15px;font-variant-numeric:tabular-nums}
.account-balance--pending{display:inline-block;width:88px;height:14px;margin-top:-2px;border-radius:6px;background:var(--gw-surface)}
.account-wallet{display:inline-flex;align-items:center;gap:6px;margin:0;color:var(--gw-muted);font-size:13px}
.account-wallet .spinner{width:12px;height:12px;border-width:2px}
.account-addresses{display:flex;flex-direction:column;gap:4px;width:100%;margin:0;padding:0;list-style:none;text-align:start}
.account-addresses__row{display:flex;align-items:center;gap:8px;padding:6px 8px;padding-inline-start:12px;border-radius:var(--gw-radius);background:var(--gw-surface)}
.account-addresses__text{display:flex;flex:1;flex-direction:column;min-width:0}
.account-addresses__type{color:var(--gw-muted);font-size:12px}
.account-addresses__address,.account-addresses__balance{font-variant-numeric:tabular-nums;font-size:14px}
.row{display:flex;align-items:center;gap:12px;width:100%;height:56px;padding:0 14px;padding-inline-start:12px;border:0;border-radius:var(--gw-radius);background:var(--gw-surface);font-weight:500;text-align:start;cursor:pointer;transition:background-color .15s}
.row:hover:not(:disabled){background:var(--gw-surface-hover)}
.row:disabled{cursor:default}
.row__label{flex:1;min-width:0;overflow:hidden;text-overflow:ellipsis;white-space:nowrap;unicode-bidi:plaintext;text-align:var(--_gw-start)}
.row__trailing{display:inline-flex;color:var(--gw-muted)}
.row[data-unsupported] .row__label{color:var(--gw-warning)}
.wallet-features{display:flex;flex-wrap:wrap;gap:8px;width:100%;margin:0;padding:0;list-style:none}
.wallet-features li{flex:1 1 auto}
.wallet-features .button{height:42px;white-space:nowrap}
.account-tabs{display:flex;flex-direction:column;gap:10px;width:100%}
.tablist{display:flex;gap:4px;padding:4px;border-radius:var(--gw-radius);background:var(--gw-surface)}
.tab{flex:1;min-width:0;min-height:34px;padding:4px 6px;border:0;line-height:1.2;border-radius:calc(var(--gw-radius) - 4px);background:transparent;color:var(--gw-muted);font-weight:600;cursor:pointer}
.tab[aria-selected="true"]{background:var(--gw-background);color:var(--gw-foreground)}
.tab:hover:not([aria-selected="true"]){color:var(--gw-foreground)}
.account-email{cursor:default}
.account-email__text{display:flex;flex:1;flex-direction:column;min-width:0}
.account-email__label{color:var(--gw-muted);font-size:12px}
.account-email__update{padding:6px 10px;border:0;border-radius:var(--gw-radius);background:var(--gw-background);color:var(--gw-foreground);font:inherit;font-weight:600;cursor:pointer}
.account-email__update:focus-visible{outline:2px solid var(--gw-accent)}
.tab-loading{display:flex;justify-content:center;padding:24px}
.smart-sessions__list{display:flex;flex-direction:column;gap:8px;margin:0;padding:0;list-style:none}
.smart-session{height:auto;min-height:56px;padding-block:10px;cursor:default}
.smart-session__line{font-size:13px;overflow-wrap:anywhere}
.smart-sessions__note{margin:0;color:var(--gw-muted);font-size:13px}
`;
