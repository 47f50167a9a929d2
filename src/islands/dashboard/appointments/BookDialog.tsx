import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ADVISOR_TIME_ZONE,
  APPOINTMENT_MINUTES,
  APPOINTMENT_NOTES_MAX,
  APPOINTMENT_TYPES,
  bookAppointmentSchema,
  MEETING_TYPES,
  type AppointmentType,
  type MeetingType,
} from '@/lib/schemas/appointments';
import { errorCode } from '@/lib/api/errors';
import { bookAppointment } from '@/lib/stores/appointments';
import { showToast } from '@/lib/stores/toasts';
import { offsetMinutes } from '@/lib/time/zone';
import { secondaryButton } from '@/islands/shared/form/buttons';
import { FormAlert } from '@/islands/shared/form/FormAlert';
import { RadioCards } from '@/islands/shared/form/RadioCards';
import { SelectField } from '@/islands/shared/form/SelectField';
import { SubmitButton } from '@/islands/shared/form/SubmitButton';
import { TextArea } from '@/islands/shared/form/TextField';
import { useSchemaForm } from '@/islands/shared/form/useSchemaForm';
import { Modal } from '@/islands/shared/Modal';
import { viewerTimeZone } from '@/lib/time/zone';
import { SlotPicker } from './SlotPicker';
import { useAppointmentTime } from './useAppointmentTime';

interface BookValues extends Record<string, string> {
  type: AppointmentType;
  start: string;
  meetingType: MeetingType;
  notes: string;
}

const INITIAL: BookValues = { type: 'consultation', start: '', meetingType: 'online', notes: '' };

/**
 * The new-appointment dialog: appointment type, a week of free times, online or in person, notes. Headless UI's Dialog
 * traps focus and closes on Escape; while the booking runs it stays open.
 */
export function BookDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('appointments');
  const form = useSchemaForm(bookAppointmentSchema, INITIAL, {
    idPrefix: 'book',
    fallbackErrorKey: 'appointments:errors.book',
  });
  const [offset, setOffset] = useState(0);
  const appointmentTime = useAppointmentTime();
  const zone = viewerTimeZone();
  const sameClock = offsetMinutes(new Date(), zone) === offsetMinutes(new Date(), ADVISOR_TIME_ZONE);
  const { start, type } = form.values;
  const chosen = start
    ? appointmentTime(start, new Date(Date.parse(start) + APPOINTMENT_MINUTES[type] * 60_000).toISOString())
    : null;

  function close() {
    if (form.pending) return;
    form.reset();
    setOffset(0);
    onClose();
  }
  const changeWeek = useCallback((next: number) => setOffset(next), []);

  const onSubmit = form.submit(async (data) => {
    try {
      await bookAppointment(data);
    } catch (err) {
      // Someone else took the time meanwhile: "chosen time" must not go on naming it (the store reloads the week).
      if (errorCode(err) === 'SLOT_TAKEN') form.setValue('start', '');
      throw err;
    }
    showToast({ type: 'success', message: t('toast.booked'), timeout: 6000 });
    close();
  });

  // The message sits at the top of a dialog that scrolls on a phone: bring it into view and move focus to it, so
  // the reader meets it instead of staying on the submit button below (issue 29).
  const alertRef = useRef<HTMLDivElement>(null);
  const { formError } = form;
  useEffect(() => {
    if (!formError) return;
    alertRef.current?.scrollIntoView({ block: 'nearest' });
    alertRef.current?.focus({ preventScroll: true });
  }, [formError]);

  return (
    <Modal
      open={open}
      onClose={close}
      title={t('book.title')}
      description={t(sameClock ? 'book.zone' : 'book.zoneBerlin', { zone })}
      width="wide"
    >
      <form ref={form.formRef} noValidate onSubmit={(event) => void onSubmit(event)} className="mt-4 space-y-5">
        <div ref={alertRef} tabIndex={-1} className="scroll-mt-4 rounded-md outline-none">
          <FormAlert>{form.formError}</FormAlert>
        </div>
        <SelectField
          {...form.field('type')}
          // Another type has other lengths, so other free times: the chosen one goes.
          onChange={(type) => form.reset({ ...form.values, type: type as AppointmentType, start: '' })}
          label={t('book.type')}
          hint={t(`typeDescription.${form.values.type}`)}
          options={APPOINTMENT_TYPES.map((type) => ({
            value: type,
            label: `${t(`type.${type}`)} · ${t('book.duration', { minutes: APPOINTMENT_MINUTES[type] })}`,
          }))}
          required
        />
        <SlotPicker
          type={form.values.type}
          offset={offset}
          onOffset={changeWeek}
          value={form.values.start}
          onChange={(start) => form.setValue('start', start)}
          error={form.errors['start']}
        />
        {chosen && (
          <p className="rounded-md bg-brand-50 px-3 py-2 text-sm text-brand-900">
            {t('book.chosen', {
              time: chosen.berlin ? `${chosen.local} (${t('time.berlin', { time: chosen.berlin })})` : chosen.local,
            })}
          </p>
        )}
        <RadioCards
          name="meetingType"
          legend={t('book.meetingType')}
          options={MEETING_TYPES.map((meetingType) => ({ value: meetingType, label: t(`meetingType.${meetingType}`) }))}
          value={form.values.meetingType}
          onChange={(meetingType) => form.setValue('meetingType', meetingType)}
        />
        <TextArea
          {...form.field('notes')}
          label={t('book.notes')}
          hint={t('book.notesHint')}
          rows={3}
          maxLength={APPOINTMENT_NOTES_MAX}
        />
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" onClick={close} disabled={form.pending} className={secondaryButton}>
            {t('book.close')}
          </button>
          <SubmitButton pending={form.pending} pendingLabel={t('book.pending')}>
            {t('book.submit')}
          </SubmitButton>
        </div>
      </form>
    </Modal>
  );
}
