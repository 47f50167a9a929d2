import { useTranslation } from 'react-i18next';
import { TextField, type BoundField } from '@/islands/shared/form/TextField';

/**
 * Who is declaring and which contract, for a visitor the page does not know: name, e-mail and contract number.
 * The cancellation and the withdrawal ask the same three (decisions 075, 082).
 */
export function ContractFields({ field }: { field: (name: 'name' | 'email' | 'contractNumber') => BoundField }) {
  const { t } = useTranslation('commerce');
  return (
    <div className="space-y-4">
      <TextField {...field('name')} label={t('contracts.fields.name')} autoComplete="name" required />
      <TextField {...field('email')} label={t('contracts.fields.email')} type="email" autoComplete="email" required />
      <TextField
        {...field('contractNumber')}
        label={t('contracts.fields.contractNumber')}
        hint={t('contracts.fields.contractNumberHint')}
        required
      />
    </div>
  );
}
