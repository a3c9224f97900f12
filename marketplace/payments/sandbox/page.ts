import { escapeHtml } from '../../mail/html';
import type { PaymentPayload } from '../provider';
import type { PaymentOption } from '../../config';
import { TEST_CARDS } from './cards';
import { TRANSFER_BANK, USSD_BANKS, type UssdBank } from './methods';

const naira = new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN' });

export interface HostedPageOptions {
  payload: PaymentPayload;
  action: string;
  /** Shown above the form in an alert (a card the form refused). */
  problem?: string;
  /** The checkout was already paid: no form. */
  done?: boolean;
  /** The methods offered (payment_options); card only when not given. */
  options?: PaymentOption[];
  /** The bank transfer's one-off account and when it expires. */
  transfer?: { account: string; expiresAt: Date };
  /** The USSD bank picked, and the code to dial there. */
  ussd?: { bank: UssdBank; code: string };
}

const STYLE = `
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1b1f1d;background:#f3f6f4}
main{max-width:28rem;margin:0 auto;padding:1rem}
.note{background:#fff4d6;border:1px solid #e0b440;border-radius:.5rem;padding:.5rem .75rem;font-size:.875rem}
.card{background:#fff;border-radius:.75rem;padding:1rem;margin-top:1rem;box-shadow:0 1px 3px #0002}
h1{font-size:1.25rem;margin:.25rem 0}h2{font-size:1rem;margin:0 0 .5rem}
.merchant{display:flex;gap:.75rem;align-items:center}.merchant img{width:40px;height:40px}
.amount{font-size:1.75rem;font-weight:700;margin:.5rem 0 0}
table{width:100%;border-collapse:collapse;font-size:.875rem}th,td{text-align:left;padding:.25rem 0;border-bottom:1px solid #e4e9e6}
td:last-child,th:last-child{text-align:right}code{word-break:break-all}
label{display:block;font-weight:600;margin-top:.75rem}
input,select{width:100%;font:inherit;padding:.625rem;border:1px solid #8a958f;border-radius:.375rem;margin-top:.25rem}
input:focus,button:focus{outline:3px solid #1d7a46;outline-offset:2px}
.row{display:flex;gap:.75rem}.row>div{flex:1}
button{font:inherit;font-weight:700;width:100%;min-height:48px;border-radius:.375rem;margin-top:1rem;cursor:pointer}
.pay{background:#1d7a46;color:#fff;border:0}.cancel{background:#fff;color:#1b1f1d;border:1px solid #8a958f}
.alert{background:#fde8e8;border:1px solid #c62828;border-radius:.5rem;padding:.5rem .75rem;margin-top:1rem}
ul{padding-left:1.25rem;font-size:.875rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem .75rem;margin:0}dt{font-weight:600}dd{margin:0}
.dial{font-size:1.5rem;font-weight:700;letter-spacing:.05em}
`;

function splitRows(payload: PaymentPayload): string {
  const vendors = payload.subaccounts.reduce(
    (sum, s) => sum + Math.round(s.transaction_charge * 100),
    0,
  );
  const rows = payload.subaccounts.map(
    (s) =>
      `<tr><td><code>${escapeHtml(s.id)}</code></td><td>${naira.format(s.transaction_charge)}</td></tr>`,
  );
  const merchant = Math.round(payload.amount * 100) - vendors;
  rows.push(
    `<tr><td>${escapeHtml(payload.customizations.title)} (commission, shipping, tax)</td><td>${naira.format(merchant / 100)}</td></tr>`,
  );
  return rows.join('');
}

function cardForm(action: string, amount: string): string {
  return `<form method="post" action="${escapeHtml(action)}" aria-labelledby="card-title">
  <h2 id="card-title">Pay with card</h2>
  <input type="hidden" name="method" value="card">
  <label for="cardNumber">Card number</label>
  <input id="cardNumber" name="cardNumber" inputmode="numeric" autocomplete="cc-number" required aria-describedby="cards">
  <div class="row">
    <div><label for="expiry">Expiry (MM/YY)</label>
    <input id="expiry" name="expiry" inputmode="numeric" autocomplete="cc-exp" placeholder="MM/YY" required></div>
    <div><label for="cvv">CVV</label>
    <input id="cvv" name="cvv" inputmode="numeric" autocomplete="cc-csc" required></div>
  </div>
  <button class="pay" type="submit" name="action" value="pay">Pay ${amount}</button>
</form>
<div id="cards"><p>Test cards (any future expiry, any CVV):</p><ul>
  <li><code>${TEST_CARDS.success}</code>: payment succeeds</li>
  <li><code>${TEST_CARDS.insufficientFunds}</code>: fails with insufficient funds</li>
  <li>any other number: declined</li></ul></div>`;
}

const expiryFormat = new Intl.DateTimeFormat('en-NG', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Africa/Lagos',
});

function transferForm(
  action: string,
  payload: PaymentPayload,
  transfer: HostedPageOptions['transfer'],
): string {
  const exact = payload.amount.toFixed(2);
  const details = transfer
    ? `<dl data-testid="transfer-details">
    <dt>Bank</dt><dd>${escapeHtml(TRANSFER_BANK)}</dd>
    <dt>Account number</dt><dd data-testid="transfer-account">${escapeHtml(transfer.account)}</dd>
    <dt>Amount</dt><dd data-testid="transfer-amount">${naira.format(payload.amount)} exactly</dd>
    <dt>Expires</dt><dd><time datetime="${transfer.expiresAt.toISOString()}">${expiryFormat.format(transfer.expiresAt)}</time> (Lagos time)</dd>
  </dl>`
    : '';
  return `<form method="post" action="${escapeHtml(action)}" aria-labelledby="transfer-title">
  <h2 id="transfer-title">Pay with bank transfer</h2>
  <input type="hidden" name="method" value="banktransfer">
  <p>Transfer the exact amount from your bank app to this account before it expires.</p>
  ${details}
  <label for="transferAmount">Amount the bank received (naira; sandbox only)</label>
  <input id="transferAmount" name="amount" inputmode="decimal" value="${exact}" required aria-describedby="transfer-note">
  <p id="transfer-note" class="note">No bank takes part in the sandbox: this button stands in for the bank's confirmation. Change the amount to try a transfer of the wrong amount.</p>
  <button class="pay" type="submit" name="action" value="transfer">I have sent the money (bank confirms)</button>
</form>`;
}

function ussdForm(action: string, ussd: HostedPageOptions['ussd']): string {
  const options = USSD_BANKS.map(
    (bank) =>
      `<option value="${bank.id}"${ussd?.bank.id === bank.id ? ' selected' : ''}>${escapeHtml(bank.name)} (*${bank.code}#)</option>`,
  ).join('');
  const confirm = ussd
    ? `<p>Dial this code on the phone registered with ${escapeHtml(ussd.bank.name)}, then approve the payment:</p>
  <p class="dial" data-testid="ussd-code">${escapeHtml(ussd.code)}</p>
  <p class="note">No bank takes part in the sandbox: this button stands in for the bank's confirmation.</p>
  <button class="pay" type="submit" name="action" value="ussd">I have dialled the code (bank confirms)</button>`
    : '';
  return `<form method="post" action="${escapeHtml(action)}" aria-labelledby="ussd-title">
  <h2 id="ussd-title">Pay with USSD</h2>
  <input type="hidden" name="method" value="ussd">
  <label for="ussdBank">Your bank</label>
  <select id="ussdBank" name="bank" required>${ussd ? '' : '<option value="">Choose your bank</option>'}${options}</select>
  <button class="${ussd ? 'cancel' : 'pay'}" type="submit" name="action" value="ussd-code" formnovalidate>${ussd ? 'Use another bank' : 'Get the code to dial'}</button>
  ${confirm}
</form>`;
}

/**
 * The sandbox's hosted payment page: plain HTML and a form, no script, so that it works on any
 * phone. It shows what Flutterwave's page shows (merchant, amount, customer) plus the split, which
 * is the point of testing. Once paid, the link only says so: whoever opens it later (a shared or
 * remembered link) learns nothing of the payer.
 */
export function hostedPage({
  payload,
  action,
  problem,
  done,
  options,
  transfer,
  ussd,
}: HostedPageOptions): string {
  const { customizations, customer } = payload;
  const amount = naira.format(payload.amount);
  const offered = options ?? ['card'];
  const forms = offered.map((option) => {
    if (option === 'card') return cardForm(action, amount);
    if (option === 'banktransfer') return transferForm(action, payload, transfer);
    return ussdForm(action, ussd);
  });
  const form = done
    ? `<section class="card"><p role="status">This payment is complete. You can close this page.</p></section>`
    : `${forms.map((f) => `<section class="card">${f}</section>`).join('\n')}
<section class="card"><form method="post" action="${escapeHtml(action)}">
  <button class="cancel" type="submit" name="action" value="cancel">Cancel payment</button>
</form></section>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Pay ${escapeHtml(customizations.title)} – sandbox</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<p class="note">Sandbox payment page: no real money moves. It stands in for Flutterwave in development and tests.</p>
<section class="card" aria-labelledby="merchant">
  <div class="merchant">
    <img src="${escapeHtml(customizations.logo)}" alt="" width="40" height="40">
    <div><h1 id="merchant">${escapeHtml(customizations.title)}</h1>
    <div>${escapeHtml(customizations.description)}</div></div>
  </div>
  <p class="amount">${amount}</p>
  ${done ? '' : `<p>${escapeHtml(customer.name)} · ${escapeHtml(customer.email)}</p>`}
</section>
<section class="card" aria-labelledby="split">
  <h2 id="split">How this payment is split</h2>
  <table><thead><tr><th scope="col">Account</th><th scope="col">Amount</th></tr></thead>
  <tbody>${splitRows(payload)}</tbody></table>
</section>
${problem ? `<div class="alert" role="alert">${escapeHtml(problem)}</div>` : ''}
${form}
</main>
</body>
</html>`;
}
