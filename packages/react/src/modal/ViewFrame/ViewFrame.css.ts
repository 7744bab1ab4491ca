export const viewFrameCss = `
.view{display:flex;flex-direction:column;gap:12px;min-height:0;overflow-y:auto;padding:8px 16px 20px}
.view--center{align-items:center;text-align:center}
.view--loading{justify-content:center;align-items:center;min-height:220px}
.headline{margin:4px 0 0;font-size:17px;font-weight:600;letter-spacing:-.01em}
.hint{margin:0;max-width:300px;color:var(--gw-muted);font-size:14px}
.actions{display:flex;flex-direction:column;gap:8px;width:100%;margin-top:4px}
`;
