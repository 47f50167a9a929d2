/**
 * The version of each legal text a customer agrees to (decision 075), stored with every consent. The texts
 * themselves are editable site content (`src/content/legal/`), marked as examples until a lawyer provides them;
 * whoever edits a text raises its version here, so a consent always names the wording that was shown.
 */
export const LEGAL_TEXT_VERSIONS = {
  terms: '2026-11-example',
  privacy: '2026-11-example',
  start_early: '2026-11-example',
} as const;
