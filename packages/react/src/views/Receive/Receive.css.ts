export const receiveCss = `
.receive-qr{display:flex;padding:12px;border-radius:var(--gw-radius);background:#fff}
.receive-qr svg{display:block;width:200px;height:200px}
.receive-address{display:flex;align-items:center;gap:6px;width:100%;padding:10px 8px;padding-inline-start:14px;border-radius:var(--gw-radius);background:var(--gw-surface)}
.receive-address__text{flex:1;min-width:0;overflow-wrap:anywhere;font-size:13px;font-variant-numeric:tabular-nums;text-align:start}
.receive-networks{display:flex;flex-wrap:wrap;justify-content:center;gap:6px;margin:0;padding:0;list-style:none}
.receive-networks li{display:inline-flex;align-items:center;gap:6px;padding:4px;padding-inline-end:10px;border-radius:999px;background:var(--gw-surface);font-size:13px}
.receive-heading{margin:4px 0 0;color:var(--gw-muted);font-size:13px}
`;
