// The sandbox's hosted checkout: a test-card form (4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined), then
// what happened. Plain HTML, one landmark, every field labelled.

export interface CheckoutView {
  action: string;
  summary: {
    fiatAmount: string;
    fiat: string;
    purchaseAmount: string;
    symbol: string;
    network: string;
    address: string;
  };
  state: 'form' | 'completed' | 'failed';
  error?: string;
  transactionHash?: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function checkoutPage(view: CheckoutView): string {
  const { summary } = view;
  const body =
    view.state === 'form'
      ? `<form method="post" action="${escapeHtml(view.action)}">
  ${view.error ? `<p role="alert" class="error">${escapeHtml(view.error)}</p>` : ''}
  <label for="card">Card number</label>
  <input id="card" name="card" inputmode="numeric" autocomplete="cc-number" required placeholder="4242 4242 4242 4242">
  <label for="expiry">Expiry (MM/YY)</label>
  <input id="expiry" name="expiry" autocomplete="cc-exp" required placeholder="12/34">
  <label for="cvc">CVC</label>
  <input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" required placeholder="123">
  <button type="submit">Pay ${escapeHtml(summary.fiatAmount)} ${escapeHtml(summary.fiat)}</button>
  <p class="hint">Test cards: 4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined.</p>
</form>`
      : view.state === 'completed'
        ? `<p role="status">Payment complete: ${escapeHtml(summary.purchaseAmount)} ${escapeHtml(summary.symbol)} sent.</p>
<p>Transaction <code>${escapeHtml(view.transactionHash ?? '')}</code></p><p>You can close this window.</p>`
        : `<p role="alert">Payment declined: nothing was charged.</p><p>You can close this window.</p>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Gangway Sandbox checkout</title>
<style>
body{font-family:system-ui,sans-serif;background:#f4f5f7;color:#1b1d21;margin:0}
main{max-width:26rem;margin:2rem auto;background:#fff;padding:1.5rem;border-radius:12px}
h1{font-size:1.25rem}dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem .75rem}dt{color:#4a4f57}
dd{margin:0;word-break:break-all}label{display:block;margin-top:.75rem;font-weight:600}
input{width:100%;box-sizing:border-box;padding:.5rem;font:inherit;border:1px solid #6b7280;border-radius:6px}
button{margin-top:1rem;width:100%;padding:.75rem;font:inherit;font-weight:600;background:#1d4ed8;color:#fff;border:0;border-radius:8px}
.error{color:#b91c1c}.hint{color:#4a4f57;font-size:.875rem}
</style></head>
<body><main>
<h1>Gangway Sandbox checkout</h1>
<dl>
<dt>You pay</dt><dd>${escapeHtml(summary.fiatAmount)} ${escapeHtml(summary.fiat)}</dd>
<dt>You get</dt><dd>${escapeHtml(summary.purchaseAmount)} ${escapeHtml(summary.symbol)}</dd>
<dt>Network</dt><dd>${escapeHtml(summary.network)}</dd>
<dt>To</dt><dd>${escapeHtml(summary.address)}</dd>
</dl>
${body}
</main></body></html>`;
}
