import { useTranslation } from 'react-i18next';
import type { MessageKey } from '@/lib/i18n/keys';
import type { ToolMessage } from '@/lib/schemas/eligibility';
import { useMoney } from './shared';

/** Renders a rule's message in the page language, with euro amounts formatted for that language. */
export function useToolMessage() {
  const { i18n } = useTranslation('tools');
  const money = useMoney();
  return (message: ToolMessage) => {
    const vars = { ...message.vars };
    if (typeof vars.amount === 'number') vars.amount = money(vars.amount);
    // Rule messages are keys only known at run time (they come from the pure rule functions).
    return i18n.t(`tools:${message.key}` as MessageKey, vars);
  };
}

/** A points rule's name and its explanation: keys named after the rule ids of src/lib/eligibility. */
export const ruleKey = (rule: string) => `tools:rule.${rule}` as MessageKey;
export const ruleHelpKey = (rule: string) => `tools:ruleHelp.${rule}` as MessageKey;
