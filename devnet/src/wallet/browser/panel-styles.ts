/** The panel looks like a browser-extension popup, deliberately unlike the widget. */
export const PANEL_CSS = `
:host { all: initial; }
.panel {
  position: fixed; z-index: 2147483647; width: 330px; max-height: 75vh; overflow: auto;
  box-sizing: border-box; font: 13px/1.4 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  color: #e5e7eb; background: #111827; border: 2px solid #f59e0b; border-radius: 10px;
  box-shadow: 0 12px 32px rgba(0, 0, 0, 0.45);
}
.panel[data-corner='bottom-left'] { left: 12px; bottom: 12px; }
.panel[data-corner='bottom-right'] { right: 12px; bottom: 12px; }
.panel[data-corner='top-left'] { left: 12px; top: 12px; }
.panel[data-corner='top-right'] { right: 12px; top: 12px; }
header {
  display: flex; align-items: center; gap: 8px; padding: 8px 10px;
  background: repeating-linear-gradient(135deg, #1f2937 0 10px, #262f3d 10px 20px);
  border-bottom: 1px solid #374151; position: sticky; top: 0;
}
header img { width: 22px; height: 22px; }
header h2 { flex: 1; margin: 0; font-size: 13px; font-weight: 700; color: #fbbf24; }
.badge { min-width: 18px; padding: 0 6px; border-radius: 9px; background: #f59e0b; color: #111827; font-weight: 700; text-align: center; }
.badge[data-count='0'] { display: none; }
.body { padding: 10px; display: grid; gap: 10px; }
.panel[data-collapsed='true'] .body { display: none; }
.panel[data-collapsed='true'] { width: auto; }
label { display: grid; gap: 3px; font-size: 11px; text-transform: uppercase; letter-spacing: 0.04em; color: #9ca3af; }
select, button, input { font: inherit; }
select { width: 100%; padding: 4px; color: #e5e7eb; background: #1f2937; border: 1px solid #4b5563; border-radius: 6px; }
button { cursor: pointer; white-space: nowrap; padding: 4px 10px; border-radius: 6px; border: 1px solid #4b5563; background: #1f2937; color: #e5e7eb; }
button:hover { border-color: #9ca3af; }
button:focus-visible, select:focus-visible, input:focus-visible { outline: 2px solid #fbbf24; outline-offset: 1px; }
button:disabled { opacity: 0.5; cursor: default; }
.approve { background: #065f46; border-color: #10b981; }
.reject { background: #7f1d1d; border-color: #ef4444; }
.status { display: flex; align-items: center; justify-content: space-between; gap: 8px; font-size: 12px; }
.status[data-permitted='true'] span { color: #34d399; }
.address { word-break: break-all; font-size: 11px; color: #d1d5db; }
h3 { margin: 0; font-size: 11px; text-transform: uppercase; letter-spacing: 0.04em; color: #9ca3af; }
ul { list-style: none; margin: 0; padding: 0; display: grid; gap: 8px; }
li { padding: 8px; border: 1px solid #f59e0b; border-radius: 8px; background: #1f2937; display: grid; gap: 4px; }
.method { font-weight: 700; color: #fbbf24; }
.origin { font-size: 11px; color: #9ca3af; }
.summary { white-space: pre-wrap; word-break: break-word; font-size: 12px; }
.actions { display: flex; gap: 8px; justify-content: flex-end; }
.empty { margin: 0; color: #6b7280; font-size: 12px; }
details { border-top: 1px solid #374151; padding-top: 8px; }
summary { cursor: pointer; color: #9ca3af; font-size: 11px; text-transform: uppercase; }
.checkbox { display: flex; align-items: center; gap: 6px; text-transform: none; font-size: 12px; color: #e5e7eb; }
.test-controls { display: grid; gap: 8px; margin-top: 8px; }
`;
