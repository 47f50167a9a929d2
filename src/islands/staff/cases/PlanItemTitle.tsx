import type { PlanItem } from '@/lib/schemas/plan';

/**
 * An item's title in the staff plan section. The advisor's own items also show the explanation the advisor wrote
 * for the customer (`how`), as smaller text under the title, so a colleague taking over the case sees what was
 * asked without opening the customer's view. The content's items keep the title alone: their `how` is the long
 * checklist text every advisor already knows.
 */
export function PlanItemTitle({ item }: { item: Pick<PlanItem, 'title' | 'how' | 'waived' | 'addedByAdvisor'> }) {
  return (
    <span className="min-w-0">
      <span className={item.waived ? 'text-slate-500 line-through' : 'text-slate-900'}>{item.title}</span>
      {item.addedByAdvisor && item.how && (
        <span className="block whitespace-pre-line break-words text-sm text-slate-600" data-testid="plan-item-how">
          {item.how}
        </span>
      )}
    </span>
  );
}
