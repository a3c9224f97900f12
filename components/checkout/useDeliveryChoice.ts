'use client';

import { useEffect, useState } from 'react';
import * as api from '@/lib/browser/api';
import { messageForFailure } from '@/lib/shared/checkout/shipping';
import { deliveryAreasResponse, type DeliveryArea } from '@/lib/contract/commerce';
import { shippingQuoteResponse, type ShippingQuote } from '@/lib/contract/shipments';

const QUOTE_FAILED = 'Failed to work out the shipping. Choose the area again.';
const AREAS_FAILED = 'Failed to fetch delivery areas.';

/**
 * The checkout's delivery state, its areas and the API's shipping quote for the chosen state and
 * area. The page brings the first state's areas and quote; a change of state reads the new
 * state's areas, and every change of state or area asks the API for the quote again (the last
 * answer wins). `pending` holds CONTINUE while a quote is on its way.
 */
export function useDeliveryChoice(initial: {
  state: string;
  areas: DeliveryArea[] | null;
  quote: ShippingQuote | null;
}) {
  const [state, setState] = useState(initial.state);
  const [areas, setAreas] = useState(initial.areas);
  const [quote, setQuote] = useState(initial.quote);
  const [problem, setProblem] = useState<string | null>(null);
  const [asked, setAsked] = useState({ state: initial.state, area: '' });
  // No state chosen yet: nothing to wait for, and CONTINUE says what is missing.
  const pending =
    asked.state !== '' &&
    (quote?.deliveryState !== asked.state || (quote?.area ?? '') !== asked.area);

  useEffect(() => {
    if (!asked.state) return;
    if (quote && quote.deliveryState === asked.state && (quote.area ?? '') === asked.area) return;
    const controller = new AbortController();
    const query = { state: asked.state, area: asked.area || undefined };
    void api.delivery.shippingQuote({ query, signal: controller.signal }).then((result) => {
      if (controller.signal.aborted) return;
      const parsed = result.ok ? shippingQuoteResponse.safeParse(result.data) : null;
      if (parsed?.success) {
        setQuote(parsed.data);
        setProblem(null);
      } else {
        setQuote(null);
        setProblem(result.ok ? QUOTE_FAILED : messageForFailure(result, QUOTE_FAILED));
      }
    });
    return () => controller.abort();
  }, [asked, quote]);

  const chooseState = async (next: string) => {
    setState(next);
    setAreas([]);
    setQuote(null);
    setProblem(null);
    setAsked({ state: next, area: '' });
    if (!next) return;
    const result = await api.delivery.areas({ query: { state: next } });
    const parsed = result.ok ? deliveryAreasResponse.safeParse(result.data) : null;
    setAreas(parsed?.success ? parsed.data.areas : null);
    if (!parsed?.success) setProblem(AREAS_FAILED);
  };

  const chooseArea = (area: string) => setAsked({ state, area });

  return {
    state,
    areas,
    quote,
    problem,
    pending: Boolean(state) && pending,
    chooseState,
    chooseArea,
  };
}
