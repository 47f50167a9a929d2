import type { z } from 'zod';

/**
 * Turns zod issues into translation keys of the `errors` namespace, so the browser and the API word a failing field
 * the same way in every language. A schema may name its own key as the issue message (`'validation.phoneMin'`);
 * otherwise the issue code decides.
 */
export interface IssueMessage {
  key: string;
  vars?: Record<string, string | number>;
}

/** `validation.x` (errors namespace) or `<namespace>:validation.x` (a feature's own rule, e.g. onboarding-api). */
const OWN_KEY = /^(?:[a-z][\w-]*:)?validation\./;

export function issueMessage(issue: z.core.$ZodIssue): IssueMessage {
  if (OWN_KEY.test(issue.message)) {
    const vars = ownKeyVars(issue);
    return vars ? { key: issue.message, vars } : { key: issue.message };
  }
  switch (issue.code) {
    case 'invalid_type':
      return { key: issue.input === undefined || issue.input === null ? 'validation.required' : 'validation.invalid' };
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) <= 1) return { key: 'validation.required' };
      if (issue.origin === 'array' && Number(issue.minimum) <= 1) return { key: 'validation.required' };
      return { key: 'validation.min', vars: { min: Number(issue.minimum) } };
    case 'too_big':
      return { key: 'validation.max', vars: { max: Number(issue.maximum) } };
    case 'invalid_format':
      return { key: issue.format === 'email' ? 'validation.email' : 'validation.invalid' };
    default:
      return { key: 'validation.invalid' };
  }
}

/** A schema's own key may carry placeholders: a refine's `params`, or the bound of a min/max rule. */
function ownKeyVars(issue: z.core.$ZodIssue): IssueMessage['vars'] | undefined {
  if (issue.code === 'custom' && issue.params) return issue.params as IssueMessage['vars'];
  if (issue.code === 'too_small') return { min: Number(issue.minimum) };
  if (issue.code === 'too_big') return { max: Number(issue.maximum) };
  return undefined;
}

/** First message per field, keyed by the dotted path (`education.0.school`). */
export function fieldIssues(error: z.ZodError): Record<string, IssueMessage> {
  const fields: Record<string, IssueMessage> = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.') || '_';
    fields[path] ??= issueMessage(issue);
  }
  return fields;
}

/** The same, already translated with the caller's `t` (i18next's or the server's). */
export function fieldErrors(
  error: z.ZodError,
  t: (key: string, vars?: Record<string, string | number>) => string,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fieldIssues(error)).map(([path, message]) => [path, t(message.key, message.vars)]),
  );
}
