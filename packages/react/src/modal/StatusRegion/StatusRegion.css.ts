// The toast floats just above the dialog so it never hides the title or the view; the live region stays inside the
// dialog for assistive technology. (A comment here rather than in the CSS, which ships as written.)
export const statusRegionCss = `
.status{position:absolute;bottom:calc(100% + 12px);left:0;right:0;z-index:2;display:flex;justify-content:center;pointer-events:none}
.toast{display:inline-flex;align-items:center;gap:8px;max-width:calc(100% - 32px);padding:8px 14px;padding-inline-start:10px;border:1px solid var(--gw-border);border-radius:999px;background:var(--gw-background);box-shadow:0 8px 24px rgba(0,0,0,.12);font-size:14px;font-weight:500;animation:gw-toast .2s ease-out}
.toast[data-variant=success] .toast__icon{color:var(--gw-success)}
.toast[data-variant=error] .toast__icon{color:var(--gw-error)}
.toast__icon{display:inline-flex;flex:none}
.toast__icon .spinner{width:16px;height:16px;border-width:2px}
@keyframes gw-toast{from{opacity:0;transform:translateY(6px)}}
`;
