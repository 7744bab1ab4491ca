import { actionListGridCss } from '../../modal/ActionList/ActionListGrid.css.ts';

export const allWalletsCss = `${actionListGridCss}
/* The dialog keeps one height while the list changes under the search field, so the field never moves. */
.dialog[data-view=AllWallets]{height:min(640px,calc(100vh - 32px))}
.dialog[data-view=AllWallets] .view{flex:1}
@media (max-width:480px){.dialog[data-view=AllWallets]{height:92vh}}
.search{position:sticky;top:-8px;z-index:1;margin:-8px -16px 0;padding:8px 16px 10px;background:var(--gw-background)}
.search__field{position:relative;display:flex;align-items:center}
.search__icon{position:absolute;inset-inline-start:14px;display:inline-flex;color:var(--gw-muted);pointer-events:none}
.search__input{width:100%;height:44px;padding:0 40px;padding-inline-start:42px;border:1px solid var(--gw-border);border-radius:calc(var(--gw-radius)*.75);background:var(--gw-surface);color:var(--gw-foreground);font:inherit;font-size:15px;transition:border-color .15s,background-color .15s}
.search__input::placeholder{color:var(--gw-muted);opacity:1}
.search__input:hover{border-color:var(--gw-surface-hover)}
.search__input:focus{background:var(--gw-background);border-color:var(--gw-accent)}
.search__input:focus-visible{outline:none;box-shadow:0 0 0 3px color-mix(in srgb,var(--gw-focus-ring) 28%,transparent)}
.search__input::-webkit-search-cancel-button{display:none}
.search__busy{position:absolute;inset-inline-end:14px;width:18px;height:18px;border-width:2px}
/* In the grid an installed or recent wallet gets a check on its icon's corner; the tag's text stays its description. */
.list--grid .item{position:relative}
.list--grid .item__tag{display:block;position:absolute;top:54px;inset-inline-start:calc(50% + 16px);width:20px;height:20px;padding:0;border:2px solid var(--gw-background);border-radius:50%;background:var(--gw-success);font-size:0}
.list--grid .item__tag::after{content:'';position:absolute;left:5px;top:2px;width:4px;height:8px;border:solid #fff;border-width:0 2px 2px 0;transform:rotate(45deg)}
.wallets-state{display:flex;flex-direction:column;align-items:center;gap:6px;padding:36px 12px 28px;text-align:center}
.wallets-state__icon{display:inline-flex;align-items:center;justify-content:center;width:56px;height:56px;margin-bottom:6px;border-radius:50%;background:var(--gw-surface);color:var(--gw-muted)}
.wallets-state--error .wallets-state__icon{background:color-mix(in srgb,var(--gw-error) 12%,var(--gw-background));color:var(--gw-error)}
.wallets-state .button{width:auto;margin-top:10px;padding:0 28px}
.wallets-inline-error{display:flex;align-items:center;justify-content:space-between;gap:12px;padding:10px 12px;padding-inline-start:14px;border-radius:var(--gw-radius);background:var(--gw-surface);color:var(--gw-error);font-size:14px}
.wallets-inline-error .button{width:auto;height:36px;padding:0 16px}
.wallets-sentinel{height:1px}
`;
