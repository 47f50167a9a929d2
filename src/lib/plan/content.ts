import { readFileSync } from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import type { z } from 'zod';
import { planChecklistSchema, planFactsSchema, type PlanFacts, type PlanItemContent } from '@/lib/schemas/plan-content';

/**
 * Reads the plan content straight from the YAML editors change (Node only). The site's collections and the API both
 * read it through here, so a document's explanation, source and check date are by construction the same on the
 * public visa page, in "Your plan" and in the printed checklist.
 */
export const PLAN_CONTENT_DIR = 'src/content/plan';

export class PlanContentError extends Error {}

function readYaml<S extends z.ZodType>(file: string, schema: S): z.output<S> {
  const parsed = schema.safeParse(yaml.load(readFileSync(file, 'utf8')));
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
  throw new PlanContentError(`${file}: ${issues}`);
}

export interface PlanContent {
  /** Items in their editorial order. */
  items: (PlanItemContent & { key: string })[];
  facts: PlanFacts;
}

const cache = new Map<string, PlanContent>();

export function readPlanContent(root: string = PLAN_CONTENT_DIR): PlanContent {
  const kept = cache.get(root);
  if (kept) return kept;
  const checklist = readYaml(path.join(root, 'checklist.yaml'), planChecklistSchema);
  const items = Object.entries(checklist)
    .map(([key, item]) => ({ key, ...item }))
    .sort((a, b) => a.order - b.order || a.key.localeCompare(b.key));
  const content = { items, facts: readYaml(path.join(root, 'facts.yaml'), planFactsSchema) };
  // The API reads it once per process; tests and the build pass their own root or start a new process.
  cache.set(root, content);
  return content;
}
