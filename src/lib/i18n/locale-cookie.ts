/**
 * The visitor's language choice is remembered for a year (SPEC §9) by one page-wide click listener
 * (src/components/LocaleChoiceScript.astro, in every page through Base.astro): every language link carries this
 * attribute with its locale, `<a data-set-locale="de">`, whether Astro or React rendered it.
 */
export const LOCALE_CHOICE_ATTRIBUTE = 'data-set-locale';
