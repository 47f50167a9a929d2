import { useTranslation } from 'react-i18next';
import { LOCALE_TAGS } from '@/lib/i18n/locales';
import type { SessionUser } from '@/lib/schemas/auth';
import {
  EARLIEST,
  signedInCancellationSchema,
  signedOutCancellationSchema,
  type CancellationKind,
  type CancellationResult,
} from '@/lib/schemas/contracts';
import type { UserPackage } from '@/lib/schemas/user-packages';
import { CONTRACT_TIME_ZONE, formatContractDate } from '@/lib/time/months';
import { addDays, zonedDate } from '@/lib/time/zone';
import { declareCancellation } from '@/lib/stores/contracts';
import { RadioCards } from '@/islands/shared/form/RadioCards';
import { FormAlert } from '@/islands/shared/form/FormAlert';
import { SubmitButton } from '@/islands/shared/form/SubmitButton';
import { TextArea, TextField } from '@/islands/shared/form/TextField';
import { ContractFields } from './ContractFields';
import { useSchemaForm } from '@/islands/shared/form/useSchemaForm';
import { useLocale } from '@/islands/shared/useLocale';

interface SignedIn {
  user: SessionUser;
  contracts: UserPackage[];
}

const today = () => zonedDate(new Date(), CONTRACT_TIME_ZONE);

/**
 * The questions of § 312k (2) BGB in the order the law names them (decision 082): kind, reason (extraordinary
 * only), who, which contract, when it should end — the earliest possible date preselected and shown as a date
 * where it is known, or a later date. Checked by the same schemas the API uses; the button says "jetzt kündigen".
 */
export function CancelForm({
  signedIn,
  onDone,
}: {
  signedIn: SignedIn | null;
  onDone: (r: CancellationResult) => void;
}) {
  const { t } = useTranslation('commerce');
  const locale = useLocale();
  const form = useSchemaForm(
    signedIn ? signedInCancellationSchema : signedOutCancellationSchema,
    {
      kind: 'ordinary' as CancellationKind,
      reason: '',
      endsOn: EARLIEST as string,
      userPackageId: signedIn?.contracts[0]?.id ?? '',
      name: '',
      email: '',
      contractNumber: '',
    },
    { idPrefix: 'cancel', fallbackErrorKey: 'commerce:contracts.failed' },
  );
  const { values } = form;
  const onSubmit = form.submit(async (data) => onDone(await declareCancellation(data)));
  const ordinary = values.kind === 'ordinary';
  const contract = signedIn?.contracts.find((pkg) => pkg.id === values.userPackageId);
  // The earliest end: the paid month's end for an ordinary cancellation, at once for an extraordinary one.
  const earliestIso = ordinary ? (contract?.endDate ?? null) : new Date().toISOString();
  const earliestLabel = earliestIso
    ? t(ordinary ? 'contracts.cancel.earliestOn' : 'contracts.cancel.atOnce', {
        date: formatContractDate(earliestIso, LOCALE_TAGS[locale]),
      })
    : t('contracts.cancel.earliest');
  const firstLater = addDays(earliestIso ? zonedDate(new Date(earliestIso), CONTRACT_TIME_ZONE) : today(), 1);

  return (
    <form ref={form.formRef} noValidate onSubmit={onSubmit} className="space-y-6">
      <FormAlert>{form.formError}</FormAlert>
      <div>
        <RadioCards
          name="cancel-kind"
          legend={t('contracts.cancel.kind')}
          value={values.kind}
          onChange={(kind) => form.setValue('kind', kind)}
          options={(['ordinary', 'extraordinary'] as const).map((kind) => ({
            value: kind,
            label: t(`contracts.cancel.kinds.${kind}`),
          }))}
        />
        <p className="mt-2 text-sm text-slate-600">{t('contracts.cancel.kindHint')}</p>
      </div>
      {!ordinary && <TextArea {...form.field('reason')} label={t('contracts.cancel.reason')} rows={4} required />}
      {signedIn ? (
        <div className="space-y-4">
          <p className="text-sm text-slate-700" data-testid="cancel-who">
            {t('contracts.cancel.you', {
              name: `${signedIn.user.firstName} ${signedIn.user.lastName}`,
              email: signedIn.user.email,
            })}
          </p>
          <RadioCards
            name="cancel-contract"
            legend={t('contracts.cancel.which')}
            columns=""
            value={values.userPackageId}
            onChange={(id) => form.setValue('userPackageId', id)}
            options={signedIn.contracts.map((pkg) => ({
              value: pkg.id,
              label: t('contracts.cancel.contractOption', {
                name: pkg.package.name,
                contract: pkg.contractNumber ?? '',
              }),
            }))}
          />
        </div>
      ) : (
        <ContractFields field={form.field} />
      )}
      <div className="space-y-3">
        <RadioCards
          name="cancel-when"
          legend={t('contracts.cancel.when')}
          columns=""
          value={values.endsOn === EARLIEST ? EARLIEST : 'later'}
          onChange={(choice) => form.setValue('endsOn', choice === EARLIEST ? EARLIEST : firstLater)}
          options={[
            { value: EARLIEST, label: earliestLabel },
            { value: 'later', label: t('contracts.cancel.later') },
          ]}
        />
        {values.endsOn !== EARLIEST && (
          <TextField
            {...form.field('endsOn')}
            label={t('contracts.cancel.laterDate')}
            hint={ordinary ? t('contracts.cancel.laterHint') : undefined}
            type="date"
            min={today()}
            required
          />
        )}
      </div>
      <SubmitButton pending={form.pending} pendingLabel={t('contracts.sending')} className="w-full">
        {t('contracts.cancel.button')}
      </SubmitButton>
    </form>
  );
}
