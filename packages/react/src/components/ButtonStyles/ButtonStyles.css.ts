import { tokenDeclarations } from '../../theme/themeTokens.ts';

// Buttons live in the host page's DOM: defaults sit in private `--_gw-*` properties so that a `--gw-*` value the
// host sets on any ancestor (or passes as themeVariables) wins over them.
export const buttonBaseCss = `
.gw-btn{${tokenDeclarations('light', '--_gw-')}all:unset;box-sizing:border-box;display:inline-flex;align-items:center;justify-content:center;gap:8px;height:44px;padding:0 18px;font-family:var(--gw-font-family,var(--_gw-font-family));font-size:15px;font-weight:600;line-height:1;letter-spacing:-.005em;white-space:nowrap;border-radius:calc(var(--gw-radius,var(--_gw-radius))*.75);cursor:pointer;transition:background-color .15s,border-color .15s,transform .1s;-webkit-tap-highlight-color:transparent;-webkit-font-smoothing:antialiased}
.gw-btn[data-theme=dark]{${tokenDeclarations('dark', '--_gw-')}}
.gw-btn:focus-visible{outline:2px solid var(--gw-focus-ring,var(--_gw-focus-ring));outline-offset:2px}
.gw-btn:active{transform:scale(.97)}
.gw-btn--primary{background:var(--gw-accent,var(--_gw-accent));color:var(--gw-accent-foreground,var(--_gw-accent-foreground))}
.gw-btn--primary:hover{background:color-mix(in srgb,var(--gw-accent,var(--_gw-accent)) 86%,#000)}
.gw-btn--secondary{background:var(--gw-surface,var(--_gw-surface));color:var(--gw-foreground,var(--_gw-foreground));border:1px solid var(--gw-border,var(--_gw-border))}
.gw-btn--secondary:hover{background:var(--gw-surface-hover,var(--_gw-surface-hover))}
.gw-btn__spinner{width:14px;height:14px;border-radius:50%;border:2px solid currentColor;border-right-color:transparent;animation:gw-btn-spin .7s linear infinite}
@keyframes gw-btn-spin{to{transform:rotate(1turn)}}
@media (prefers-reduced-motion:reduce){.gw-btn{transition:none}.gw-btn:active{transform:none}.gw-btn__spinner{animation-duration:2s}}
`;
