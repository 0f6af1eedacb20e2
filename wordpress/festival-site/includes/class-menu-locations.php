<?php
/**
 * Which menu sits in which location, in which language. WordPress keeps the assignments in the
 * theme's `nav_menu_locations`; Polylang keeps the other languages' in its own option and names
 * those locations `primary___fr` (the default language's keeps the plain name).
 *
 * @package FestivalSite
 */

namespace FestivalSite;

defined( 'ABSPATH' ) || exit;

final class Menu_Locations {
	private const LANGUAGE_SEPARATOR = '___';

	/**
	 * Every assigned location: location key (`primary`, `primary___fr`) → menu id.
	 *
	 * @return array<string, int>
	 */
	public static function assignments(): array {
		$assignments = array_map( 'intval', array_filter( (array) get_nav_menu_locations() ) );
		foreach ( self::polylang_assignments() as $location => $by_language ) {
			foreach ( (array) $by_language as $language => $menu_id ) {
				if ( (int) $menu_id > 0 && is_string( $language ) ) {
					$assignments[ self::key( (string) $location, $language ) ] = (int) $menu_id;
				}
			}
		}
		return $assignments;
	}

	/** The location keys a menu is assigned to now. */
	public static function of_menu( int $menu_id ): array {
		return array_keys( array_filter( self::assignments(), fn( $assigned ) => $assigned === $menu_id ) );
	}

	/**
	 * A location key as the webhook names it: `primary___fr` → [`primary`, `fr`]; a plain key is the
	 * default language's with Polylang, of no language without it.
	 *
	 * @return array{0: string, 1: ?string}
	 */
	public static function split( string $key ): array {
		$parts = explode( self::LANGUAGE_SEPARATOR, $key, 2 );
		if ( 2 === count( $parts ) ) {
			return array( $parts[0], Languages::slug( $parts[1] ) );
		}
		return array( $key, Languages::polylang_active() ? Languages::default_language() : null );
	}

	private static function key( string $location, string $language ): string {
		return Languages::default_language() === $language ? $location : $location . self::LANGUAGE_SEPARATOR . $language;
	}

	/** Polylang's `nav_menus` option for the active theme: location → language → menu id. */
	private static function polylang_assignments(): array {
		if ( ! function_exists( 'PLL' ) ) {
			return array();
		}
		$polylang = PLL();
		$options  = is_object( $polylang ) && isset( $polylang->options ) ? $polylang->options : null;
		if ( ( ! is_array( $options ) && ! $options instanceof \ArrayAccess ) || ! isset( $options['nav_menus'] ) ) {
			return array();
		}
		$nav_menus = $options['nav_menus'];
		$theme     = get_stylesheet();
		return is_array( $nav_menus ) && isset( $nav_menus[ $theme ] ) && is_array( $nav_menus[ $theme ] ) ? $nav_menus[ $theme ] : array();
	}
}
