/**
 * Every legal figure the eligibility tools use, dated and sourced. A figure changes here only after someone has
 * read the source again: set `checkedOn` to that day. `figures.test.ts` fails when a figure has been valid for more
 * than a year and nobody re-checked it within the last year, so a stale threshold cannot ship silently.
 *
 * `status` says how far the figure could be confirmed from a stored copy of a source (checked 2026-11-23):
 * - `official`: the figure is on a page of the authority itself (German mission, Make it in Germany, ZAB);
 * - `secondary`: found only on pages quoting the official publication (the official text itself was not stored);
 * - `unconfirmed`: seen in non-official sources only. The tools show such a figure with a warning, never as fact.
 */
export type FigureStatus = 'official' | 'secondary' | 'unconfirmed';

export interface Figure {
  value: number;
  unit: 'EUR' | 'EUR/month' | 'EUR/year' | 'points' | 'years' | 'months';
  /** First day the value applies (ISO date); null when the source does not say. */
  validFrom: string | null;
  source: string;
  /** The day the value was last compared with its source (the re-check date). */
  checkedOn: string;
  status: FigureStatus;
  note: string;
}

const CHECKED = '2026-11-23';
const BBG_2026_NOTE =
  'BMI publication of the 2026 minimum salaries (percentage of the 2026 pension contribution ceiling, 101,400 €), ' +
  'quoted by AGV Nord; the BMI text itself was not among the stored sources.';
const AGV_NORD =
  'https://www.agvnord.de/themen-news/detail/jaehrliche-anpassung-der-mindestgehaelter-fuer-aufenthaltstitel-zur-erwerbsmigration';
const POINTS_TABLE = 'https://www.gesetze-im-internet.de/aufenthg_2004/anlage.html';
const POINTS_NOTE =
  'AufenthG Anlage (zu § 20a Abs. 3 Nr. 2, § 20b), in force since 2024-06-01; read from copies on buzer.de and aok.de ' +
  'and § 20b Abs. 1 text on deubner-recht.de (gesetze-im-internet.de itself was not among the stored sources).';

const points = (value: number, note: string): Figure => ({
  value,
  unit: 'points',
  validFrom: '2024-06-01',
  source: POINTS_TABLE,
  checkedOn: CHECKED,
  status: 'secondary',
  note: `${note} ${POINTS_NOTE}`,
});

export const FIGURES = {
  blueCardSalary: {
    value: 50_700,
    unit: 'EUR/year',
    validFrom: '2026-01-01',
    source: AGV_NORD,
    checkedOn: CHECKED,
    status: 'secondary',
    note: `§ 18g Abs. 1 S. 1 AufenthG: 50 % of the ceiling. ${BBG_2026_NOTE}`,
  },
  blueCardSalaryReduced: {
    value: 45_934.2,
    unit: 'EUR/year',
    validFrom: '2026-01-01',
    source: AGV_NORD,
    checkedOn: CHECKED,
    status: 'secondary',
    note: `§ 18g Abs. 1 S. 2, Abs. 2 AufenthG (shortage occupations, graduates of the last 3 years, IT specialists): 45.3 %. ${BBG_2026_NOTE}`,
  },
  experiencedWorkerSalary: {
    value: 45_630,
    unit: 'EUR/year',
    validFrom: '2026-01-01',
    source: AGV_NORD,
    checkedOn: CHECKED,
    status: 'secondary',
    note: `§ 19c Abs. 2 AufenthG with § 6 BeschV: 45 % (or pay under a collective agreement). ${BBG_2026_NOTE}`,
  },
  over45Salary: {
    value: 55_770,
    unit: 'EUR/year',
    validFrom: '2026-01-01',
    source: AGV_NORD,
    checkedOn: CHECKED,
    status: 'secondary',
    note: `§ 18 Abs. 2 Nr. 5 AufenthG, first permit at 45 or older: 55 % (or proof of adequate pension provision). ${BBG_2026_NOTE}`,
  },
  over45Age: {
    value: 45,
    unit: 'years',
    validFrom: '2024-03-01',
    source: AGV_NORD,
    checkedOn: CHECKED,
    status: 'secondary',
    note: '§ 18 Abs. 2 Nr. 5 AufenthG ("vollendetes 45. Lebensjahr").',
  },
  chancenkarteFunds: {
    value: 1_091,
    unit: 'EUR/month',
    validFrom: '2025-01-01',
    source: 'https://ncvisas.com/germany-opportunity-card-minimum-funds-financial-criteria-for-applicants',
    checkedOn: CHECKED,
    status: 'unconfirmed',
    note:
      'NOT CONFIRMED. § 20a Abs. 4 AufenthG only says the living must be secured. 1,091 €/month (13,092 €/year) for ' +
      '2025 appears on non-official sites only; no official page for it, or for a 2026 value, was among the stored sources.',
  },
  nationalVisaFee: {
    value: 75,
    unit: 'EUR',
    validFrom: '2017-09-01',
    source:
      'http://www.tuerkei.diplo.de/Vertretung/tuerkei/de/02-service/1-visaangelegenheiten/01-informationsblaetter/00-informationsblaetter.html',
    checkedOn: CHECKED,
    status: 'official',
    note: 'German missions in Türkiye: national (D) visa 75 € from age 18 (37.50 € under 18) since 2017-09-01; no later change found.',
  },
  fastTrackFee: {
    value: 411,
    unit: 'EUR',
    validFrom: '2020-03-01',
    source:
      'https://www.make-it-in-germany.com/de/service/glossar/glossar-detail/glossar/do/show/beschleunigtes-fachkraefteverfahren',
    checkedOn: CHECKED,
    status: 'official',
    note: '§ 81a AufenthG, fee under § 47 Abs. 1 Nr. 15 AufenthV; paid by the employer who starts the procedure.',
  },
  zabStatementFee: {
    value: 200,
    unit: 'EUR',
    validFrom: null,
    source: 'https://zab.kmk.org/en/statement-comparability/fees',
    checkedOn: CHECKED,
    status: 'official',
    note: 'First Statement of Comparability 200 €, each further one 100 € (Berlin BQPGebVO); the page gives no start date.',
  },
  chancenkarteThreshold: points(6, 'Minimum points ("Die Mindestpunktzahl beträgt sechs Punkte").'),
  partialRecognitionPoints: points(4, '§ 20b Abs. 1 Nr. 1: partial recognition (measures still needed).'),
  germanB2Points: points(3, '§ 20b Abs. 1 Nr. 2: good German (B2).'),
  germanB1Points: points(2, '§ 20b Abs. 1 Nr. 3: sufficient German (B1).'),
  germanA2Points: points(1, '§ 20b Abs. 1 Nr. 4: adequate German (A2).'),
  englishC1Points: points(1, '§ 20b Abs. 1 Nr. 5: English C1.'),
  experience5of7Points: points(3, '§ 20b Abs. 1 Nr. 6: 5 years of related experience in the last 7 years.'),
  experience2of5Points: points(2, '§ 20b Abs. 1 Nr. 7: 2 years of related experience in the last 5 years.'),
  shortageOccupationPoints: points(1, '§ 20b Abs. 1 Nr. 8: qualification in a shortage occupation.'),
  under35Points: points(2, '§ 20b Abs. 1 Nr. 9: younger than 35.'),
  age35to40Points: points(1, '§ 20b Abs. 1 Nr. 10: 35 to 40.'),
  priorStayPoints: points(1, '§ 20b Abs. 1 Nr. 11: a lawful stay of 6 months in Germany in the last 5 years.'),
  partnerPoints: points(
    1,
    '§ 20b Abs. 1 Nr. 12: a partner who also meets the Chancenkarte conditions and applies too.',
  ),
} as const satisfies Record<string, Figure>;

export type FigureId = keyof typeof FIGURES;

/** A figure's value: `figure('blueCardSalary')` → 50700. */
export const figure = (id: FigureId): number => FIGURES[id].value;
