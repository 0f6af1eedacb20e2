<?php
/**
 * Small stand-ins for the functions of ACF, WPGraphQL, WPGraphQL for ACF, Polylang and
 * wp-graphql-polylang that the plugin calls (none of them is packaged for Debian). They record
 * what the plugin hands them and answer as the real ones do for what the plugin asks. Loaded only
 * by the "stand-ins" suite: the "wordpress" suite runs the plugin without them.
 *
 * @package FestivalSite\Tests
 */

final class Stand_Ins {
	/** What acf_add_local_field_group() received. */
	public static array $acf_groups = array();
	/** register_graphql_object_type(): type name → config. */
	public static array $graphql_types = array();
	/** register_graphql_field(): type name → field name → config. */
	public static array $graphql_fields = array();
	/** Polylang's language of each post and term (Polylang keeps them as terms of its own). */
	public static array $post_languages = array();
	public static array $term_languages = array();
	/** Polylang's options: `nav_menus` holds the other languages' menu locations. */
	public static ?object $polylang = null;

	public static function polylang_menu( string $location, string $language, int $menu_id ): void {
		self::$polylang->options['nav_menus'][ get_stylesheet() ][ $location ][ $language ] = $menu_id;
	}
}

Stand_Ins::$polylang = new class() {
	public array $options = array(
		'default_lang' => 'en',
		'nav_menus'    => array(),
	);
};

// ACF and WPGraphQL for ACF.
class ACF {}
function acf_add_local_field_group( array $group ): bool {
	Stand_Ins::$acf_groups[] = $group;
	return true;
}
function register_graphql_acf_field_type( string $type, array $config = array() ): void {}

// WPGraphQL.
class WPGraphQL {}
function register_graphql_object_type( string $name, array $config ): void {
	Stand_Ins::$graphql_types[ $name ] = $config;
}
function register_graphql_field( string $type, string $field, array $config ): void {
	Stand_Ins::$graphql_fields[ $type ][ $field ] = $config;
}

// Polylang and wp-graphql-polylang.
define( 'POLYLANG_VERSION', '3.5.4' );
define( 'WPGRAPHQL_POLYLANG', true );
function PLL() { // phpcs:ignore WordPress.NamingConventions.ValidFunctionName.FunctionNameInvalid -- Polylang's name.
	return Stand_Ins::$polylang;
}
function pll_languages_list( array $args = array() ): array {
	return array( 'en', 'fr' );
}
function pll_default_language( string $field = 'slug' ) {
	return 'en';
}
function pll_set_post_language( int $post_id, string $language ): void {
	Stand_Ins::$post_languages[ $post_id ] = $language;
}
function pll_get_post_language( int $post_id, string $field = 'slug' ) {
	return Stand_Ins::$post_languages[ $post_id ] ?? false;
}
function pll_set_term_language( int $term_id, string $language ): void {
	Stand_Ins::$term_languages[ $term_id ] = $language;
}
function pll_get_term_language( int $term_id, string $field = 'slug' ) {
	return Stand_Ins::$term_languages[ $term_id ] ?? false;
}
// A post deleted for good loses its language with its terms, as with Polylang.
add_action( 'deleted_post', fn( $post_id ) => pll_forget_post_language( (int) $post_id ) );
function pll_forget_post_language( int $post_id ): void {
	unset( Stand_Ins::$post_languages[ $post_id ] );
}
