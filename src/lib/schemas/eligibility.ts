import { z } from 'zod';

/**
 * The answers of the free tools (route check, Chancenkarte points, costs), shared by the islands (which parse their
 * form with them), POST /api/eligibility/* and the saved checks. Numbers arrive as strings from a form, so they
 * are coerced; an empty field means "no answer" (null or the default).
 */

export const CEFR_LEVELS = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'] as const;
export type CefrLevel = (typeof CEFR_LEVELS)[number];

export const QUALIFICATIONS = ['university', 'vocational', 'none'] as const;
export const RECOGNITIONS = ['full', 'partial', 'none'] as const;
/** Occupation groups: all but `other` are shortage occupations of § 18g Abs. 1 S. 2 AufenthG (ISCO groups). */
export const OCCUPATIONS = ['stem', 'it', 'health', 'teaching', 'other'] as const;
export const ROUTE_IDS = ['18a', '18b', '18g', '19c2', '16d', '16d3', '20a'] as const;
export const TOOLS = ['route-check', 'chancenkarte'] as const;

export type RouteId = (typeof ROUTE_IDS)[number];
export type Tool = (typeof TOOLS)[number];

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
/** A level or null ("none"); '' from an empty <select> is null too. */
const level = z.preprocess((v) => (v === '' ? null : v), z.enum(CEFR_LEVELS).nullable().default(null));
const years = (max: number) => z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(max).default(0));
/** Checkboxes send 'on' when ticked and nothing otherwise; JSON sends booleans. */
const flag = z.preprocess((v) => v === true || v === 'on' || v === 'true', z.boolean());

const person = {
  qualification: z.enum(QUALIFICATIONS),
  recognition: z.enum(RECOGNITIONS).default('none'),
  germanLevel: level,
  englishLevel: level,
  age: z.preprocess(blankToUndefined, z.coerce.number().int().min(16).max(80)),
  experienceYearsLast5: years(5),
  experienceYearsLast7: years(7),
};

export const chancenkarteAnswersSchema = z.object({
  ...person,
  shortageOccupation: flag,
  priorStayInGermany: flag,
  partnerQualifies: flag,
  /** The applicant can show the money to live on for the stay (blocked account, declaration of commitment, ...). */
  funds: flag,
});
export type ChancenkarteAnswers = z.output<typeof chancenkarteAnswersSchema>;

export const routeCheckAnswersSchema = z.object({
  ...person,
  jobOffer: flag,
  /** Gross annual salary of the job offer in euros; null without an offer. */
  annualSalary: z.preprocess(blankToUndefined, z.coerce.number().min(0).max(10_000_000).nullable().default(null)),
  occupation: z.enum(OCCUPATIONS).default('other'),
  /** The degree was obtained less than three years ago (Blue Card reduced threshold). */
  recentGraduate: flag,
});
export type RouteCheckAnswers = z.output<typeof routeCheckAnswersSchema>;

const euros = z.preprocess(blankToUndefined, z.coerce.number().min(0).max(1_000_000).default(0));
const months = (fallback: number) =>
  z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(60).default(fallback));

/** The cost and timeline planner: official fees come from the figures, the rest are the user's own estimates. */
export const costsAnswersSchema = z.object({
  route: z.enum(ROUTE_IDS).default('18b'),
  zab: flag,
  fastTrack: flag,
  recognitionFee: euros,
  serviceFee: euros,
  translations: euros,
  apostilles: euros,
  fundsMonths: months(12),
  recognitionMonths: months(3),
  fastTrackMonths: months(2),
  visaWaitMonths: months(2),
});
export type CostsAnswers = z.output<typeof costsAnswersSchema>;

/** A translatable message: a key of the `tools` namespace and its values. */
export const toolMessageSchema = z.object({
  key: z.string(),
  vars: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type ToolMessage = z.infer<typeof toolMessageSchema>;

const pointsRule = z.object({ rule: z.string(), points: z.number() });

export const chancenkarteResultSchema = z.object({
  eligible: z.boolean(),
  /** `skilled`: a fully recognised qualification needs no points (§ 20a Abs. 3 Nr. 1). */
  route: z.enum(['skilled', 'points']),
  points: z.number(),
  threshold: z.number(),
  breakdown: z.array(pointsRule),
  missing: z.array(toolMessageSchema),
  /** Rules not yet met that would add points, with what they would add. */
  improvements: z.array(pointsRule),
});
export type ChancenkarteResult = z.infer<typeof chancenkarteResultSchema>;

export const routeResultSchema = z.object({
  id: z.enum(ROUTE_IDS),
  fits: z.boolean(),
  /** Does not fit yet, but at most two things are missing. */
  nearly: z.boolean(),
  reasons: z.array(toolMessageSchema),
  missing: z.array(toolMessageSchema),
  next: toolMessageSchema,
});
export type RouteResult = z.infer<typeof routeResultSchema>;

export const routeCheckResultSchema = z.object({ routes: z.array(routeResultSchema) });
export type RouteCheckResult = z.infer<typeof routeCheckResultSchema>;

/** A check saved to the user's case. */
export const savedCheckSchema = z.object({
  id: z.string(),
  tool: z.enum(TOOLS),
  answers: z.union([chancenkarteAnswersSchema, routeCheckAnswersSchema]),
  result: z.union([chancenkarteResultSchema, routeCheckResultSchema]),
  createdAt: z.iso.datetime({ offset: true }),
});
export type SavedCheck = z.output<typeof savedCheckSchema>;

/** What POST /api/eligibility/{tool} answers: the result, and the saved check when the caller is signed in. */
export const chancenkarteAnswerSchema = z.object({
  result: chancenkarteResultSchema,
  saved: savedCheckSchema.nullable(),
});
export const routeCheckAnswerSchema = z.object({ result: routeCheckResultSchema, saved: savedCheckSchema.nullable() });

/** The part of either answer the client reads when it saves a check. */
export const savedAnswerSchema = z.object({ saved: savedCheckSchema.nullable() });

/** The EUR→TRY rate the costs tool converts with; `source` says whether the ECB or the configured fallback gave it. */
export const exchangeRateSchema = z.object({
  currency: z.literal('TRY'),
  rate: z.number(),
  /** The ECB reference date (or the fallback's date), YYYY-MM-DD. */
  date: z.iso.date(),
  source: z.enum(['ecb', 'fallback']),
});
export type ExchangeRate = z.infer<typeof exchangeRateSchema>;
