export const approveTransactionCss = `
.approval-area{position:relative;display:flex;align-items:center;justify-content:center;width:100%;height:440px;max-height:calc(100vh - 140px);border-radius:12px;background:var(--gw-surface)}
.approval-exit{position:absolute;width:0;height:0;overflow:hidden}
.approval-area__waiting{display:flex;flex-direction:column;align-items:center;gap:12px;color:var(--gw-muted);font-size:14px}
`;
