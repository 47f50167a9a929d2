import { openA4 } from '@/server/pdf/document';
import type { Locale } from '@/lib/i18n/locales';
import { bringText, formatCheckDay, formatEuro } from '@/lib/plan/format';
import type { PlanFacts } from '@/lib/schemas/plan-content';
import type { Plan } from '@/lib/schemas/plan';
import { translator } from '@/server/http/i18n';

const money = formatEuro;
const day = formatCheckDay;

/**
 * The printable checklist for the visa appointment (issue 28), in Turkish or German: the documents staff approved,
 * each with original and copies to bring, then the official fees and the iDATA notice with their sources and check
 * dates. Built from the plan and the content only, so it says exactly what the plan screen says.
 */
export async function renderVisaChecklist(plan: Plan, facts: PlanFacts, locale: Locale, now: Date): Promise<Buffer> {
  const t = translator(locale);
  const { doc, finish } = await openA4(locale, { Title: t('plan:pdf.title') });
  const small = (text: string) => doc.font('regular').fontSize(8).fillColor('#4b5563').text(text).fillColor('#111827');

  doc.fillColor('#111827').font('bold').fontSize(20).text(t('plan:pdf.title'));
  doc.moveDown(0.5).font('regular').fontSize(10);
  if (plan.route) doc.text(`${t('plan:pdf.route')}: ${t(`tools:route.${plan.route}`)}`);
  doc.text(`${t('plan:pdf.generated')}: ${day(now.toISOString(), locale)}`);

  doc.moveDown(1).font('bold').fontSize(12).text(t('plan:pdf.bring'));
  const approved = plan.items.filter((item) => item.status === 'approved' && !item.waived);
  if (approved.length === 0) doc.font('regular').fontSize(10).text(t('plan:pdf.none'));
  for (const item of approved) {
    doc.moveDown(0.4).font('bold').fontSize(10).text(`☐ ${item.title}`);
    // The advisor's own item (decision 085) has no source and no bring rule: say so rather than invent either.
    if (!item.bring || !item.source || !item.checkedAt) {
      small(t('plan:pdf.addedByAdvisor'));
      continue;
    }
    const bring = bringText(item.bring, {
      original: t('plan:pdf.original'),
      copies: (count) => t('plan:pdf.copies', { count }),
    });
    doc.font('regular').text(bring);
    if (!item.confirmed) small(t('plan:pdf.unconfirmed'));
    small(t('plan:pdf.source', { url: item.source, date: day(item.checkedAt, locale) }));
  }

  doc.moveDown(1).font('bold').fontSize(12).text(t('plan:pdf.fees'));
  doc.font('regular').fontSize(10);
  doc.text(
    t('plan:pdf.visaFee', {
      amount: money(facts.visaFee.value, locale),
      minor: money(facts.visaFeeMinor.value, locale),
    }),
  );
  small(t('plan:pdf.source', { url: facts.visaFee.source, date: day(facts.visaFee.checkedAt, locale) }));
  doc
    .font('regular')
    .fontSize(10)
    .text(t('plan:pdf.idataFee', { amount: money(facts.idataServiceFee.value, locale) }));
  small(
    t('plan:pdf.source', { url: facts.idataServiceFee.source, date: day(facts.idataServiceFee.checkedAt, locale) }),
  );
  doc
    .moveDown(0.6)
    .font('regular')
    .fontSize(10)
    .text(t('plan:pdf.idata', { url: facts.idataWebsite.url ?? '' }));
  small(t('plan:pdf.source', { url: facts.idataOnly.source, date: day(facts.idataOnly.checkedAt, locale) }));
  return finish();
}
