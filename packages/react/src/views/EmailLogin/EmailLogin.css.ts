export const emailLoginCss = `
.email-login{display:flex;flex-direction:column;align-items:stretch;gap:14px;width:100%;text-align:center}
.email-login__hint{margin:0;color:var(--gw-muted);font-size:14px;line-height:1.45}
.otp{display:flex;flex-direction:column;gap:8px}
.otp__label{font-size:14px;font-weight:600}
.otp__input{height:56px;padding:0 12px;border:1px solid var(--gw-border);border-radius:var(--gw-radius);background:var(--gw-surface);color:var(--gw-foreground);font:inherit;font-size:26px;font-weight:600;letter-spacing:.5em;text-align:center;font-variant-numeric:tabular-nums}
.otp__input:focus-visible{outline:2px solid var(--gw-accent);outline-offset:1px}
.otp__input[aria-invalid="true"]{border-color:var(--gw-error)}
.otp__status{margin:0;color:var(--gw-muted);font-size:13px}
.otp__error,.email-login__notice--error{margin:0;color:var(--gw-error);font-size:14px;font-weight:600}
.email-login__notice--info{margin:0;color:var(--gw-muted);font-size:14px}
.email-login__resend{align-self:center;padding:6px 10px;border:0;border-radius:var(--gw-radius);background:none;color:var(--gw-foreground);font:inherit;font-weight:600;text-decoration:underline;text-underline-offset:3px;cursor:pointer}
.email-login__resend:focus-visible{outline:2px solid var(--gw-accent)}
`;
