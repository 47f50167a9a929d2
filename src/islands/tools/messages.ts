import { useTranslation } from 'react-i18next';
import type { ToolMessage } from '../../lib/schemas/eligibility';
import { useMoney } from './shared';

/** Renders a rule's message in the page language, with euro amounts formatted for that language. */
export function useToolMessage() {
  const { t } = useTranslation('tools');
  const money = useMoney();
  return (message: ToolMessage) => {
    const vars = { ...message.vars };
    if (typeof vars.amount === 'number') vars.amount = money(vars.amount);
    return t(message.key, vars);
  };
}
