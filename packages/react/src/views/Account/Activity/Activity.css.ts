export const activityCss = `
.activity{display:flex;flex-direction:column;gap:10px;width:100%;text-align:left}
.activity-day{display:flex;flex-direction:column;gap:4px}
.activity-day__title{margin:0;padding:0 4px;color:var(--gw-muted);font-size:12px;font-weight:600;letter-spacing:.04em;text-transform:uppercase}
.activity-list{display:flex;flex-direction:column;margin:0;padding:4px;border-radius:var(--gw-radius);background:var(--gw-surface);list-style:none}
.activity-item{display:flex;align-items:center;gap:12px;min-height:52px;padding:7px 10px}
.activity-item+.activity-item{border-top:1px solid color-mix(in srgb,var(--gw-border) 70%,transparent)}
.activity-item__text{display:flex;flex:1;flex-direction:column;min-width:0}
.activity-item__title{font-weight:600}
.activity-item__detail{overflow:hidden;color:var(--gw-muted);font-size:13px;text-overflow:ellipsis;white-space:nowrap}
.activity-item__end{display:flex;flex:none;flex-direction:column;align-items:flex-end;gap:2px;font-variant-numeric:tabular-nums}
.activity-item__amount{font-weight:600}
.activity-item__amount--in{color:var(--gw-success)}
.activity-item__status{color:var(--gw-muted);font-size:12px}
.activity-item__status--pending{color:var(--gw-warning)}
.activity-item__status--failed{color:var(--gw-error)}
.activity-item__reason{color:var(--gw-error);font-size:12px}
.activity-note{display:flex;flex-direction:column;align-items:center;gap:10px;padding:18px 16px;border-radius:var(--gw-radius);background:var(--gw-surface);text-align:center}
.activity-note__title{margin:0;color:var(--gw-warning);font-weight:600}
.activity-more{height:40px}
`;
