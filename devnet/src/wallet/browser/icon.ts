// A teal tile with a white gangway (a ramp with rails) and an amber "dev" dot.
const ICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96">
<rect width="96" height="96" rx="22" fill="#0f766e"/>
<path d="M18 70 L70 30" stroke="#fff" stroke-width="9" stroke-linecap="round"/>
<path d="M18 58 L62 24 M26 76 L78 36" stroke="#99f6e4" stroke-width="3" stroke-linecap="round"/>
<path d="M30 55v10M42 46v10M54 37v10" stroke="#99f6e4" stroke-width="3" stroke-linecap="round"/>
<circle cx="76" cy="74" r="11" fill="#f59e0b"/>
</svg>`;

export const DEV_WALLET_ICON = `data:image/svg+xml;base64,${btoa(ICON_SVG)}`;
