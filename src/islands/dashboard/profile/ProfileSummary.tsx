import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import type { Profile } from '@/lib/schemas/profile';
import { $avatarImage } from '@/lib/stores/avatar';
import { useLocale } from '@/islands/shared/useLocale';
import { AvatarUpload } from './AvatarUpload';
import { formatDate, formatDateTime } from './format';
import { PendingEmail } from './PendingEmail';

/** The photo (with "change photo"), name, e-mail and the read-only facts: status, member since, last login. */
export function ProfileSummary({ profile }: { profile: Profile }) {
  const { t } = useTranslation('profile');
  const locale = useLocale();
  const photo = useStore($avatarImage);
  const initials = `${profile.firstName.charAt(0)}${profile.lastName.charAt(0)}`.toLocaleUpperCase(locale);

  return (
    <section
      aria-labelledby="summary-title"
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
        {photo ? (
          <img src={photo} alt={t('avatar.alt')} className="h-24 w-24 shrink-0 rounded-full object-cover" />
        ) : (
          <span
            aria-hidden="true"
            className="flex h-24 w-24 shrink-0 items-center justify-center rounded-full bg-brand-600 text-3xl font-semibold text-white"
          >
            {initials}
          </span>
        )}
        <div className="min-w-0 flex-1">
          <h2 id="summary-title" className="text-xl font-semibold text-slate-900">
            {profile.firstName} {profile.lastName}
          </h2>
          <p className="break-words text-slate-700">{profile.email}</p>
          {profile.pendingEmail && <PendingEmail email={profile.pendingEmail} />}
          <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
            <div>
              <dt className="text-slate-600">{t('facts.status')}</dt>
              <dd>
                <span className="rounded-full bg-green-50 px-2 py-0.5 font-semibold text-green-800">
                  {t(`status.${profile.status}`)}
                </span>
              </dd>
            </div>
            <div>
              <dt className="text-slate-600">{t('facts.memberSince')}</dt>
              <dd className="font-medium text-slate-900">{formatDate(profile.memberSince, locale)}</dd>
            </div>
            <div>
              <dt className="text-slate-600">{t('facts.lastLogin')}</dt>
              <dd className="font-medium text-slate-900">
                {profile.lastLogin ? formatDateTime(profile.lastLogin, locale) : t('facts.never')}
              </dd>
            </div>
          </dl>
          <div className="mt-5 border-t border-slate-200 pt-4">
            <h3 className="mb-2 text-sm font-semibold text-slate-900">{t('avatar.title')}</h3>
            <AvatarUpload />
          </div>
        </div>
      </div>
    </section>
  );
}
