export const embeddedMethodsCss = `
.embedded-methods{display:flex;flex-direction:column;gap:10px;width:100%}
.email-field{display:flex;flex-direction:column;gap:6px}
.email-field__row{display:flex;gap:8px}
.email-field__input{flex:1;min-width:0;height:48px;padding:0 14px;border:1px solid var(--gw-border);border-radius:var(--gw-radius);background:var(--gw-surface);color:var(--gw-foreground);font:inherit}
.email-field__input:focus-visible{outline:2px solid var(--gw-accent);outline-offset:1px}
.email-field__input[aria-invalid="true"]{border-color:var(--gw-error)}
.email-field__submit{width:auto}
.email-field__error{margin:0;color:var(--gw-error);font-size:14px;font-weight:600;text-align:start}
.socials{display:flex;flex-direction:column;gap:8px}
.socials__row{display:flex;gap:8px;margin:0;padding:0;list-style:none}
.socials__row>li{flex:1}
.socials__icon{padding:0}
.or-divider{display:flex;align-items:center;gap:10px;height:18px;margin:0;color:var(--gw-muted);font-size:13px}
.or-divider::before,.or-divider::after{content:"";flex:1;height:1px;background:var(--gw-border)}
.spinner{width:14px;height:14px;border-radius:50%;border:2px solid currentColor;border-right-color:transparent;animation:gw-spin .7s linear infinite}
@keyframes gw-spin{to{transform:rotate(1turn)}}
@media (prefers-reduced-motion:reduce){.spinner{animation-duration:2s}}
`;
