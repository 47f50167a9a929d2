import { useTranslation } from 'react-i18next';
import type { TimelinePhase } from '@/lib/eligibility/costs';

const COLORS: Record<TimelinePhase['id'], string> = {
  recognition: '#1d4ed8',
  fastTrack: '#0f766e',
  visaWait: '#b45309',
};
const ROW = 58;
const PAD = 16;
const WIDTH = 480;
/**
 * Type sizes in picture units. The picture shrinks to ~0.7 of them on a 390 px phone: 18 keeps the month numbers
 * at ~12.5 px there (at 12 they were ~8 px, issue 29), 19 the phase names at ~13 px.
 */
const MONTH_FONT = 18;
const PHASE_FONT = 19;
/** At most this many month numbers on the axis, so the larger numbers never touch (every 2nd, 3rd … month). */
const MAX_MONTH_LABELS = 12;

/**
 * The plan's phases as bars on a month axis (SVG, scales with its container). The picture is described by its
 * title and the list beside it says the same in words, so nothing depends on seeing the bars.
 */
export function Timeline({ phases, totalMonths }: { phases: TimelinePhase[]; totalMonths: number }) {
  const { t } = useTranslation('tools');
  const span = Math.max(totalMonths, 1);
  const x = (month: number) => PAD + (month / span) * (WIDTH - 2 * PAD);
  const height = phases.length * ROW + 52;
  const labelEvery = Math.ceil(span / MAX_MONTH_LABELS);
  const describe = (p: TimelinePhase) =>
    t('timeline.describe', { phase: t(`timeline.phase.${p.id}`), start: p.startMonth, end: p.startMonth + p.months });

  return (
    <figure className="space-y-3">
      <svg viewBox={`0 0 ${WIDTH} ${height}`} className="h-auto w-full" role="img" aria-labelledby="timeline-svg-title">
        <title id="timeline-svg-title">{t('timeline.total', { count: totalMonths })}</title>
        {Array.from({ length: span + 1 }, (_, month) => (
          <g key={month}>
            <line
              x1={x(month)}
              x2={x(month)}
              y1={8}
              y2={height - 32}
              stroke="#cbd5e1"
              strokeDasharray={month === 0 ? undefined : '3 4'}
            />
            {month % labelEvery === 0 && (
              <text x={x(month)} y={height - 10} fontSize={MONTH_FONT} textAnchor="middle" fill="#334155">
                {month}
              </text>
            )}
          </g>
        ))}
        {phases.map((phase, row) => {
          const start = x(phase.startMonth);
          const end = x(phase.startMonth + phase.months);
          // The name sits above its bar, anchored on the side with room, so it never runs off the picture.
          const rightHalf = start > WIDTH / 2;
          return (
            <g key={phase.id}>
              <text
                x={rightHalf ? end : start}
                y={24 + row * ROW}
                textAnchor={rightHalf ? 'end' : 'start'}
                fontSize={PHASE_FONT}
                fill="#0f172a"
                fontWeight="600"
              >
                {t(`timeline.phase.${phase.id}`)}
              </text>
              <rect
                x={start}
                y={32 + row * ROW}
                width={Math.max(end - start, 3)}
                height={18}
                rx={5}
                fill={COLORS[phase.id]}
              />
            </g>
          );
        })}
      </svg>
      <figcaption className="text-sm text-slate-700">
        <p className="font-semibold text-slate-900">{t('timeline.total', { count: totalMonths })}</p>
        <ul className="mt-1 space-y-1">
          {phases.map((phase) => (
            <li key={phase.id} className="flex items-center gap-2">
              <span
                aria-hidden="true"
                className="inline-block size-3 rounded-sm"
                style={{ backgroundColor: COLORS[phase.id] }}
              />
              {describe(phase)}
            </li>
          ))}
        </ul>
        <p className="mt-2">{t('timeline.note')}</p>
      </figcaption>
    </figure>
  );
}
