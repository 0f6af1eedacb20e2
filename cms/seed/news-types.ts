export interface NewsDef {
  /** The English slug. */
  key: string;
  title: [en: string, fr: string];
  frSlug?: string;
  /** Publication date `YYYY-MM-DD HH:MM`. */
  date: string;
  author: string;
  types: string[];
  cats: string[];
  intro: [en: string, fr: string];
  /** HTML; `{{artist:key}}`-style placeholders become links in the item's language. */
  body: [en: string, fr: string];
  related: string[];
  noImage?: true;
  englishOnly?: true;
}
