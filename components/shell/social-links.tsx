import { getDictionary } from '@/i18n/dictionaries';
import type { Locale } from '@/i18n/locales';
import type { Settings } from '@/queries/types';
import { SocialIcon, socialNetworks } from './social-icons';

/** The festival's social accounts, each only when its setting holds an address. */
export function SocialLinks({ locale, social }: { locale: Locale; social: Settings['social'] }) {
  const t = getDictionary(locale).shell.social;
  const configured = socialNetworks.flatMap((network) => {
    const url = social[network]?.trim();
    return url ? [{ network, url }] : [];
  });
  if (configured.length === 0) return null;
  return (
    <section aria-labelledby="footer-social-title">
      <h2 id="footer-social-title" className="font-display text-3xl uppercase">
        {t.title}
      </h2>
      <ul className="mt-2 flex flex-wrap gap-2">
        {configured.map(({ network, url }) => (
          <li key={network}>
            <a
              href={url}
              data-network={network}
              className="inline-flex size-11 items-center justify-center rounded-full border-2 border-paper hover:border-sun hover:bg-sun hover:text-ink"
            >
              <SocialIcon network={network} />
              <span className="sr-only">{t[network]}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
