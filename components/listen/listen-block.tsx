import { formatMessage, getDictionary } from '@/i18n/dictionaries';
import type { Locale } from '@/i18n/locales';
import { artistEmbeds, artistLinkOuts, providerHost, providerNames } from '@/features/listen/artist-listens';
import type { Embed } from '@/features/listen/embeds';
import type { ListenLinks } from '@/queries/types';
import { ListenFacade, type PlayButtonText, type PlayerFrame } from './listen-player';

/** What the island needs of an embed: its address, its name for assistive technology, its box. */
export function playerFrame(embed: Embed, artist: string, locale: Locale): PlayerFrame {
  const t = getDictionary(locale).listen;
  return {
    src: embed.src,
    title: formatMessage(t.playerTitle, { provider: providerNames[embed.provider], artist }),
    height: embed.box === 'video' ? null : embed.box.height,
  };
}

export function playButton(embed: Embed, artist: string, locale: Locale, describedBy: string): PlayButtonText {
  const t = getDictionary(locale).listen;
  return {
    text: t.play,
    label: formatMessage(t.playLabel, { artist, provider: providerNames[embed.provider] }),
    describedBy,
    closeText: t.close,
    closeLabel: formatMessage(t.closeLabel, { artist }),
  };
}

/** One facade per player, each with the sentence saying what pressing play shares. */
function Facades({ embeds, artist, locale }: { embeds: readonly Embed[]; artist: string; locale: Locale }) {
  const t = getDictionary(locale).listen;
  return (
    <ul className="mt-3 grid gap-6 sm:grid-cols-2">
      {embeds.map((embed, index) => {
        const noteId = `listen-note-${index}`;
        const provider = providerNames[embed.provider];
        return (
          <li key={embed.src} className="flex flex-col gap-2">
            <ListenFacade frame={playerFrame(embed, artist, locale)} button={playButton(embed, artist, locale, noteId)}>
              <p className="font-display text-2xl uppercase leading-tight">{provider}</p>
              <p className="eyebrow truncate">
                {t.kinds[embed.kind]}
                {embed.title && <span className="normal-case tracking-normal">{` · ${embed.title}`}</span>}
              </p>
            </ListenFacade>
            <p id={noteId} className="text-sm text-muted">
              {formatMessage(t.shared, { provider, host: providerHost(embed.provider) })}
            </p>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The artist page's "Listen" block: one facade per player the artist's links give, server-rendered
 * (provider, kind of work, its title where the address tells it), then the provider pages that
 * give no player, as links out. Nothing when the links name no provider.
 */
export function ListenBlock({ artist, links, locale }: { artist: string; links: ListenLinks; locale: Locale }) {
  const embeds = artistEmbeds(links);
  const linkOuts = artistLinkOuts(links);
  if (embeds.length === 0 && linkOuts.length === 0) return null;
  const dictionary = getDictionary(locale);
  const t = dictionary.listen;
  return (
    <section aria-labelledby="listen-heading" data-listen-block="">
      <h2 id="listen-heading" className="section-title">
        {t.title}
      </h2>
      {embeds.length > 0 && <Facades embeds={embeds} artist={artist} locale={locale} />}
      {linkOuts.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-1">
          {linkOuts.map((link) => (
            <li key={link.href}>
              <a href={link.href} target="_blank" rel="noopener noreferrer" className="link" data-listen-link={link.provider}>
                {formatMessage(t.listenOn, { provider: providerNames[link.provider] })}
                {link.title && ` (${link.title})`} <span className="sr-only">{dictionary.event.newTab}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
