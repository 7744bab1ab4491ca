export const activityCss = `
.activity{display:flex;flex-direction:column;gap:10px;width:100%;text-align:start}
.activity-day{display:flex;flex-direction:column;gap:4px}
.activity-day__title{margin:0;padding:0 4px;color:var(--gw-muted);font-size:12px;font-weight:600;letter-spacing:.04em;text-transform:uppercase}
.activity-list{display:flex;flex-direction:column;margin:0;padding:4px;border-radius:var(--gw-radius);background:var(--gw-surface);list-style:none}
.activity-item{display:flex;align-items:center;gap:12px;min-height:52px;padding:7px 10px}
.activity-item+.activity-item{border-top:1px solid color-mix(in srgb,var(--gw-border) 70%,transparent)}
.activity-item__text{display:flex;flex:1 1 0;flex-direction:column;min-width:0;overflow-wrap:anywhere}
.activity-item__title{font-weight:600}
.activity-item__detail{display:flex;flex-wrap:wrap;column-gap:.5em;color:var(--gw-muted);font-size:13px}
.activity-item__end{display:flex;flex:0 1 auto;flex-direction:column;align-items:flex-end;gap:2px;min-width:0;max-width:45%;font-variant-numeric:tabular-nums}
.activity-item__amount{display:flex;gap:.3em;max-width:100%;font-weight:600;white-space:nowrap}
.activity-item__value{flex:none}
.activity-item__asset{min-width:0;overflow:hidden;text-overflow:ellipsis}
.activity-item__amount--in{color:var(--gw-success)}
.activity-item__status{color:var(--gw-muted);font-size:12px;text-align:end}
.activity-item__status--pending{color:var(--gw-warning)}
.activity-item__status--failed{color:var(--gw-error)}
.activity-item__reason{color:var(--gw-error);font-size:12px}
.activity-note{display:flex;flex-direction:column;align-items:center;gap:10px;padding:18px 16px;border-radius:var(--gw-radius);background:var(--gw-surface);text-align:center}
.activity-note__title{margin:0;color:var(--gw-warning);font-weight:600}
.activity-more{height:40px}
`;
