import { MODAL_SHAKE_MS } from '@gangway/protocol';
import { brandIconCss } from '../../components/BrandIcon/BrandIcon.css.ts';
import { tokenDeclarations } from '../../theme/themeTokens.ts';
import { connectCss } from '../../views/Connect/Connect.css.ts';
import { actionListCss } from '../ActionList/ActionList.css.ts';
import { modalHeaderCss } from '../ModalHeader/ModalHeader.css.ts';
import { statusRegionCss } from '../StatusRegion/StatusRegion.css.ts';
import { viewFrameCss } from '../ViewFrame/ViewFrame.css.ts';

// --_gw-start: the side a name in its own direction (unicode-bidi:plaintext, so that a Latin name in Arabic is cut at
// its own end) lines up on with the view.
const shellCss = `
:host{all:initial;${tokenDeclarations('light', '--gw-')}}
:host([data-theme=dark]){${tokenDeclarations('dark', '--gw-')}color-scheme:dark}
*,*::before,*::after{box-sizing:border-box}
.overlay{position:fixed;inset:0;z-index:var(--gw-z-index);display:flex;align-items:center;justify-content:center;padding:16px;background:var(--gw-overlay);font-family:var(--gw-font-family);font-size:15px;line-height:1.45;color:var(--gw-foreground);-webkit-font-smoothing:antialiased;animation:gw-fade .16s ease-out}
.dialog{position:relative;display:flex;flex-direction:column;width:100%;max-width:380px;max-height:min(640px,calc(100vh - 32px));background:var(--gw-background);border:1px solid var(--gw-border);border-radius:calc(var(--gw-radius)*1.5);box-shadow:var(--gw-shadow);outline:none;animation:gw-rise .22s cubic-bezier(.2,.9,.25,1)}
[data-hidden],[data-hidden] .dialog{visibility:hidden;animation:none}
.dialog[data-shaking]{animation:gw-shake ${MODAL_SHAKE_MS}ms cubic-bezier(.36,.07,.19,.97)}
button{font:inherit;color:inherit}
:focus-visible{outline:2px solid var(--gw-focus-ring);outline-offset:2px}
.sr-only{position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
.button{display:flex;align-items:center;justify-content:center;gap:8px;width:100%;height:48px;padding:0 18px;border:0;border-radius:var(--gw-radius);font-weight:600;cursor:pointer;transition:background-color .15s,transform .1s}
.button:active{transform:scale(.98)}
.button--primary{background:var(--gw-accent);color:var(--gw-accent-foreground)}
.button--primary:hover{background:color-mix(in srgb,var(--gw-accent) 86%,#000)}
.button--secondary{background:var(--gw-surface);color:var(--gw-foreground)}
.button--secondary:hover{background:var(--gw-surface-hover)}
.button--danger{background:var(--gw-surface);color:var(--gw-error)}
.button--danger:hover{background:color-mix(in srgb,var(--gw-error) 12%,var(--gw-surface))}
.button svg{flex:none}
.overlay{--_gw-start:left}
[dir=rtl]{--_gw-start:right}
[dir=rtl] .directional{transform:scaleX(-1)}
.spinner{width:28px;height:28px;border-radius:50%;border:3px solid var(--gw-surface-hover);border-top-color:var(--gw-accent);animation:gw-spin .8s linear infinite}
@keyframes gw-fade{from{opacity:0}}
@keyframes gw-rise{from{opacity:0;transform:translateY(12px) scale(.98)}}
@keyframes gw-spin{to{transform:rotate(1turn)}}
@keyframes gw-shake{10%,90%{transform:translateX(-2px)}20%,80%{transform:translateX(4px)}30%,50%,70%{transform:translateX(-6px)}40%,60%{transform:translateX(6px)}}
@media (max-width:480px){
.overlay{align-items:flex-end;padding:0}
.dialog{max-width:none;max-height:92vh;border-bottom:0;border-radius:calc(var(--gw-radius)*1.5) calc(var(--gw-radius)*1.5) 0 0;padding-bottom:env(safe-area-inset-bottom);animation-name:gw-sheet}
@keyframes gw-sheet{from{transform:translateY(40px);opacity:.6}}
}
@media (prefers-reduced-motion:reduce){*,*::before,*::after{animation-duration:1ms!important;animation-iteration-count:1!important;transition-duration:1ms!important}}
`;

/** The modal's stylesheet adopted with the shadow root: the shell and everything the Connect view needs. */
export const modalCss = [
  shellCss,
  modalHeaderCss,
  statusRegionCss,
  viewFrameCss,
  actionListCss,
  brandIconCss,
  connectCss,
].join('');
