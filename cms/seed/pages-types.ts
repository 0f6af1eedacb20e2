export interface PageDef {
  /** The English slug. */
  key: string;
  frSlug: string;
  title: [en: string, fr: string];
  /** Key of the parent page, if any. */
  parent?: string;
  /** Poster index for the featured image; none when absent. */
  image?: number;
  /** HTML; `{{page:key}}`-style placeholders become links. */
  body: [en: string, fr: string];
}
