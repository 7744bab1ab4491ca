// A token: the name (cut with an ellipsis when long) beside the value, the amount under both, so it is never cut.
export const tokenListCss = `
.tokens{display:flex;flex-direction:column;gap:8px;width:100%;margin-top:4px;text-align:start}
.tokens__header{display:flex;align-items:baseline;justify-content:space-between;gap:12px;padding:0 4px}
.tokens__title{margin:0;color:var(--gw-muted);font-size:12px;font-weight:600;letter-spacing:.04em;text-transform:uppercase}
.tokens__total{margin:0;font-size:20px;font-weight:650;letter-spacing:-.01em;font-variant-numeric:tabular-nums}
.tokens__total--pending{display:inline-block;width:110px;height:20px;border-radius:6px;background:var(--gw-surface)}
.token-list{display:flex;flex-direction:column;margin:0;padding:4px;border-radius:var(--gw-radius);background:var(--gw-surface);list-style:none}
.token{display:grid;grid-template-columns:auto minmax(0,1fr) auto;grid-template-areas:"icon name value" "icon amount amount";align-items:center;column-gap:12px;min-height:52px;padding:7px 10px}
.token+.token{border-top:1px solid color-mix(in srgb,var(--gw-border) 70%,transparent)}
.token>.gw-icon{grid-area:icon}
.token__name{grid-area:name;overflow:hidden;font-weight:600;text-overflow:ellipsis;white-space:nowrap;unicode-bidi:plaintext;text-align:var(--_gw-start)}
.token__amount{grid-area:amount;color:var(--gw-muted);font-size:13px;font-variant-numeric:tabular-nums;white-space:nowrap}
.token__value{grid-area:value;font-weight:600;font-variant-numeric:tabular-nums;white-space:nowrap}
.token__text{display:flex;flex:1;flex-direction:column;min-width:0}
.token--placeholder{display:flex}
.token--placeholder .skeleton--icon{width:36px;height:36px;border-radius:50%}
.token--placeholder .token__text{gap:6px}
.token--placeholder .skeleton--text{width:46%}
.token--placeholder .skeleton--short{width:28%;height:10px}
.token--placeholder .skeleton--value{width:64px;height:12px}
.tokens-note{display:flex;flex-direction:column;align-items:center;gap:10px;padding:18px 16px;border-radius:var(--gw-radius);background:var(--gw-surface);text-align:center}
.tokens-note__title{display:inline-flex;align-items:center;gap:6px;margin:0;font-weight:600}
.tokens-note__title--warning{color:var(--gw-warning)}
.tokens-note .hint{max-width:none}
.tokens-note .button{width:auto;height:38px;padding:0 22px;background:var(--gw-background)}
.tokens-note .button:hover{background:var(--gw-surface-hover)}
`;
