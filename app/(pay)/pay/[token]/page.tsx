import type { Metadata } from 'next';
import { Notice } from '@/components/form/Notice';
import { PayLinkPage } from '@/components/pay-link/PayLinkPage';
import styles from '@/components/pay-link/PayLink.module.scss';
import { verifyPaymentBody } from '@/lib/contract/commerce';
import { loadPayLink } from '@/lib/server/pay-links/load';
import { PAYER_TEXT, payProblemOf } from '@/lib/shared/checkout/pay-link';
import { PAY_LINK_MESSAGES } from '@/lib/contract/pay-link-messages';

export const metadata: Metadata = { title: PAYER_TEXT.title };

// One order's page for whoever holds its link: rendered per request, kept by no cache (the route
// table's Cache-Control is private, no-store).
export const dynamic = 'force-dynamic';

type SearchParams = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * /pay/{token}: "Ask someone to pay" for the payer (issue 41 part 1, decision 061). Back from the
 * provider, only `transaction_id` of the query is read, for the API to verify; `problem` is a code
 * from the PAY form's handler.
 */
export default async function PayLinkRoute({
  params,
  searchParams,
}: {
  params: Promise<{ token: string }>;
  searchParams: Promise<SearchParams>;
}) {
  const { token } = await params;
  const query = await searchParams;
  const parsed = verifyPaymentBody.safeParse({ transactionId: first(query.transaction_id) });
  const transactionId = parsed.success ? parsed.data.transactionId : undefined;
  const result = await loadPayLink(token, transactionId);

  if (!result.ok) {
    const [heading, text] =
      result.problem === 'not-found'
        ? [PAYER_TEXT.notFoundHeading, PAY_LINK_MESSAGES.notFound]
        : [PAYER_TEXT.title, result.problem === 'busy' ? PAYER_TEXT.busy : PAYER_TEXT.unavailable];
    return (
      <div className={styles.card}>
        <h1 className={styles.title}>{heading}</h1>
        <Notice tone="error">{text}</Notice>
      </div>
    );
  }
  return (
    <PayLinkPage
      view={result.view}
      token={token}
      justPaid={transactionId !== undefined && result.view.paidHere}
      problem={payProblemOf(first(query.problem))}
    />
  );
}
