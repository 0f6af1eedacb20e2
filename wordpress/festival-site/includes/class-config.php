<?php
/**
 * The site's address and the shared secrets, read from wp-config.php constants only: secrets never
 * live in the database, and the settings screen shows whether they are set, never their values.
 *
 * @package FestivalSite
 */

namespace FestivalSite;

defined( 'ABSPATH' ) || exit;

final class Config {
	/** The site's public origin, e.g. https://popmontreal.com (the site's SITE_URL). */
	public const SITE_URL = 'FESTIVAL_SITE_URL';
	/** Signs the revalidation webhook; the same value as the site's REVALIDATE_SECRET. */
	public const REVALIDATE_SECRET = 'FESTIVAL_REVALIDATE_SECRET';
	/** Goes into Preview links; the same value as the site's PREVIEW_SECRET. */
	public const PREVIEW_SECRET = 'FESTIVAL_PREVIEW_SECRET';

	/** The site's origin without a trailing slash, or null when unset or not an http(s) URL. */
	public static function site_url(): ?string {
		$url = self::constant( self::SITE_URL );
		if ( null === $url || ! preg_match( '#^https?://[^/\s?\#]+(/[^\s?\#]*)?$#i', $url ) ) {
			return null;
		}
		return rtrim( $url, '/' );
	}

	public static function revalidate_secret(): ?string {
		return self::constant( self::REVALIDATE_SECRET );
	}

	public static function preview_secret(): ?string {
		return self::constant( self::PREVIEW_SECRET );
	}

	/** Webhooks can be sent: the site's address and the webhook secret are both set. */
	public static function is_complete(): bool {
		return null !== self::site_url() && null !== self::revalidate_secret();
	}

	/**
	 * Each constant and its state, for the settings screen and the admin notice: `ok`, `missing`
	 * or `invalid` (a site URL that is no http(s) URL). The site URL is shown; secrets never are.
	 *
	 * @return array<string, array{state: string, purpose: string, value: ?string}>
	 */
	public static function status(): array {
		$site_url = self::constant( self::SITE_URL );
		return array(
			self::SITE_URL          => array(
				'state'   => null === $site_url ? 'missing' : ( null === self::site_url() ? 'invalid' : 'ok' ),
				'purpose' => __( 'The site’s address: webhooks go to its /api/revalidate, Preview opens its /api/preview.', 'festival-site' ),
				'value'   => $site_url,
			),
			self::REVALIDATE_SECRET => array(
				'state'   => null === self::revalidate_secret() ? 'missing' : 'ok',
				'purpose' => __( 'Signs every webhook; the site’s REVALIDATE_SECRET. Without it no webhook is sent.', 'festival-site' ),
				'value'   => null,
			),
			self::PREVIEW_SECRET    => array(
				'state'   => null === self::preview_secret() ? 'missing' : 'ok',
				'purpose' => __( 'Lets Preview open drafts on the site; the site’s PREVIEW_SECRET. Without it Preview stays WordPress’s own.', 'festival-site' ),
				'value'   => null,
			),
		);
	}

	/** The constants that are not set right. */
	public static function problems(): array {
		return array_keys( array_filter( self::status(), fn( $constant ) => 'ok' !== $constant['state'] ) );
	}

	private static function constant( string $name ): ?string {
		if ( ! defined( $name ) ) {
			return null;
		}
		$value = constant( $name );
		return is_string( $value ) && '' !== trim( $value ) ? trim( $value ) : null;
	}
}
