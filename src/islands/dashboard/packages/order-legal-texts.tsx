import { createContext, useContext } from 'react';
import type { OrderLegalTexts } from '@/lib/legal/order-texts';

/**
 * The order step's legal wording, given to the page island by its Astro page from the editable content (decision
 * 083) and passed down here, so the dialog never carries a hand-copied string.
 */
const Texts = createContext<OrderLegalTexts | null>(null);

export const OrderLegalTextsProvider = Texts.Provider;

export function useOrderLegalTexts(): OrderLegalTexts {
  const texts = useContext(Texts);
  if (!texts) throw new Error('OrderPanel needs the legal texts from its page (OrderLegalTextsProvider)');
  return texts;
}
