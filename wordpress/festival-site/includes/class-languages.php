<?php
/**
 * Languages through Polylang's public functions when it is active. Without Polylang, posts and
 * terms have no language (webhooks leave it out) and the site's two languages are assumed.
 *
 * @package FestivalSite
 */

namespace FestivalSite;

defined( 'ABSPATH' ) || exit;

final class Languages {
	/** The site's languages when Polylang does not say (i18n/locales.ts): the first is the default. */
	public const FALLBACK = array( 'en', 'fr' );

	public static function polylang_active(): bool {
		return function_exists( 'pll_get_post_language' );
	}

	/** The post's language slug (`en`, `fr`), or null without Polylang or before one is set. */
	public static function of_post( int $post_id ): ?string {
		return self::polylang_active() ? self::slug( pll_get_post_language( $post_id, 'slug' ) ) : null;
	}

	/** The term's language slug, or null. */
	public static function of_term( int $term_id ): ?string {
		return function_exists( 'pll_get_term_language' ) ? self::slug( pll_get_term_language( $term_id, 'slug' ) ) : null;
	}

	/** Every language slug, the default first. */
	public static function all(): array {
		$languages = function_exists( 'pll_languages_list' ) ? array_values( array_filter( (array) pll_languages_list( array( 'fields' => 'slug' ) ), 'is_string' ) ) : array();
		if ( ! $languages ) {
			$languages = self::FALLBACK;
		}
		$default = self::default_language();
		usort( $languages, fn( $a, $b ) => ( $b === $default ) <=> ( $a === $default ) );
		return $languages;
	}

	public static function default_language(): string {
		$default = function_exists( 'pll_default_language' ) ? self::slug( pll_default_language( 'slug' ) ) : null;
		return $default ?? self::FALLBACK[0];
	}

	/** A language slug as the site spells it, or null for anything that is none. */
	public static function slug( $value ): ?string {
		return is_string( $value ) && preg_match( '/^[a-z]{2,3}(?:[-_][a-z0-9]{2,8})*$/i', $value ) ? strtolower( $value ) : null;
	}
}
