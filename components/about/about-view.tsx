import { DetailHero } from '@/components/detail-hero';
import { RichText } from '@/components/rich-text';
import { getDictionary } from '@/i18n/dictionaries';
import type { Locale } from '@/i18n/locales';
import { itemPath } from '@/i18n/content-types';
import type { PopCategory } from '@/queries/types';

/** An about page: a pop category with its field groups, and links to the other sections. */
export function AboutView({
  category,
  sections,
  locale,
}: {
  category: PopCategory;
  sections: PopCategory[];
  locale: Locale;
}) {
  const t = getDictionary(locale).about;
  const others = sections.filter((section) => section.slug !== category.slug);
  return (
    <div className="flex flex-col gap-10">
      <DetailHero title={category.title} image={category.image} sizes="(min-width: 1152px) 1152px, 100vw">
        {category.subtitle && <p className="text-xl">{category.subtitle}</p>}
      </DetailHero>
      {category.about.map((section, index) => (
        <section key={index} aria-labelledby={`about-section-${index}`} className="flex flex-col gap-4">
          <h2 id={`about-section-${index}`} className="section-title">
            {section.title ?? category.title}
          </h2>
          {section.summary && <p className="text-lg font-semibold">{section.summary}</p>}
          <RichText html={section.content} />
          {section.ctaUrl && section.ctaText && (
            <p>
              <a
                href={section.ctaUrl}
                className="btn-primary"
              >
                {section.ctaText}
              </a>
            </p>
          )}
        </section>
      ))}
      {others.length > 0 && (
        <nav aria-labelledby="about-sections-heading" className="border-t-2 border-ink pt-6">
          <h2 id="about-sections-heading" className="font-display text-3xl uppercase">
            {t.sections}
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {others.map((section) => (
              <li key={section.id}>
                <a href={itemPath('about', locale, section)} className="card p-4">
                  <span className="card-title block">{section.title}</span>
                  {section.subtitle && <span className="block text-sm text-muted">{section.subtitle}</span>}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}
