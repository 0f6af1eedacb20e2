<?php
/**
 * The festival's content model as reference/wpgraphql-festival.graphql shows it: the post types
 * `event`, `artist`, `venue` and `pop_category`, the taxonomy `news_type`, the menu locations,
 * their GraphQL names (WPGraphQL reads `show_in_graphql`, `graphql_single_name`,
 * `graphql_plural_name`) and, with Polylang, their translations.
 *
 * @package FestivalSite
 */

namespace FestivalSite;

defined( 'ABSPATH' ) || exit;

final class Content_Model {
	/**
	 * WordPress post type → the name the site gives it in webhooks (`contentType`) and preview links
	 * (`type`): the `apiName` of each entry of the site's i18n/content-types.ts.
	 */
	public const API_NAMES = array(
		'post'         => 'news',
		'page'         => 'page',
		'event'        => 'event',
		'artist'       => 'artist',
		'venue'        => 'venue',
		'pop_category' => 'category',
	);

	/** The post types whose drafts the site's /api/preview can show (`previewable` in the registry). */
	public const PREVIEWABLE = array( 'post', 'page', 'event', 'artist', 'venue' );

	/** Taxonomies whose terms the site shows: a change sends a term webhook. */
	public const TAXONOMIES = array( 'category', 'news_type' );

	/** Every post type supports the same editor features: WPGraphQL derives the node interfaces from them. */
	private const SUPPORTS = array( 'title', 'editor', 'thumbnail', 'excerpt', 'revisions' );

	public static function register(): void {
		add_action( 'init', array( self::class, 'register_types' ), 5 );
		add_action( 'after_setup_theme', array( self::class, 'register_menu_locations' ), 20 );
		add_filter( 'pll_get_post_types', array( self::class, 'translate_post_types' ), 10, 2 );
		add_filter( 'pll_get_taxonomies', array( self::class, 'translate_taxonomies' ), 10, 2 );
	}

	/**
	 * The post types and their registration arguments.
	 *
	 * @return array<string, array>
	 */
	public static function post_types(): array {
		return array(
			'event'        => self::post_type( 'events', 'event', 'events', array( 'category' ), 'dashicons-calendar-alt', array( __( 'Events', 'festival-site' ), __( 'Event', 'festival-site' ), __( 'Add New Event', 'festival-site' ), __( 'Edit Event', 'festival-site' ) ) ),
			'artist'       => self::post_type( 'artists', 'artist', 'artists', array( 'category' ), 'dashicons-microphone', array( __( 'Artists', 'festival-site' ), __( 'Artist', 'festival-site' ), __( 'Add New Artist', 'festival-site' ), __( 'Edit Artist', 'festival-site' ) ) ),
			'venue'        => self::post_type( 'venues', 'venue', 'venues', array(), 'dashicons-location', array( __( 'Venues', 'festival-site' ), __( 'Venue', 'festival-site' ), __( 'Add New Venue', 'festival-site' ), __( 'Edit Venue', 'festival-site' ) ) ),
			'pop_category' => self::post_type( 'pop-categories', 'popCategory', 'popCategories', array(), 'dashicons-screenoptions', array( __( 'Festival sections', 'festival-site' ), __( 'Festival section', 'festival-site' ), __( 'Add New Festival section', 'festival-site' ), __( 'Edit Festival section', 'festival-site' ) ) ),
		);
	}

	/** The `news_type` taxonomy's registration arguments (news posts: interview, announcement …). */
	public static function news_type(): array {
		return array(
			'labels'              => array(
				'name'          => __( 'News types', 'festival-site' ),
				'singular_name' => __( 'News type', 'festival-site' ),
				'add_new_item'  => __( 'Add New News type', 'festival-site' ),
				'edit_item'     => __( 'Edit News type', 'festival-site' ),
			),
			'public'              => true,
			'hierarchical'        => true,
			'show_admin_column'   => true,
			'show_in_rest'        => true,
			'rest_base'           => 'news-types',
			'rewrite'             => array(
				'slug'       => 'news-type',
				'with_front' => false,
			),
			'show_in_graphql'     => true,
			'graphql_single_name' => 'newsType',
			'graphql_plural_name' => 'newsTypes',
		);
	}

	/** Menu locations the site reads (`MenuLocationEnum`); Polylang adds `primary___fr` and so on. */
	public static function menu_locations(): array {
		return array(
			'primary'   => __( 'Primary menu', 'festival-site' ),
			'secondary' => __( 'Secondary menu', 'festival-site' ),
			'footer'    => __( 'Footer menu', 'festival-site' ),
		);
	}

	public static function register_types(): void {
		foreach ( self::post_types() as $post_type => $args ) {
			register_post_type( $post_type, $args );
		}
		register_taxonomy( 'news_type', array( 'post' ), self::news_type() );
	}

	public static function register_menu_locations(): void {
		register_nav_menus( self::menu_locations() );
	}

	/**
	 * Polylang's `pll_get_post_types`: our post types are always translated, so they are left out of
	 * its settings list (`$is_settings`), where unticking them would break the site's language filters.
	 */
	public static function translate_post_types( $post_types, $is_settings = false ): array {
		return self::translated( (array) $post_types, array_keys( self::post_types() ), (bool) $is_settings );
	}

	public static function translate_taxonomies( $taxonomies, $is_settings = false ): array {
		return self::translated( (array) $taxonomies, array( 'news_type' ), (bool) $is_settings );
	}

	public static function activate(): void {
		self::register_types();
		flush_rewrite_rules();
	}

	public static function deactivate(): void {
		foreach ( array_keys( self::post_types() ) as $post_type ) {
			unregister_post_type( $post_type );
		}
		flush_rewrite_rules();
	}

	private static function translated( array $names, array $ours, bool $is_settings ): array {
		foreach ( $ours as $name ) {
			if ( $is_settings ) {
				unset( $names[ $name ] );
			} else {
				$names[ $name ] = $name;
			}
		}
		return $names;
	}

	/**
	 * @param string   $slug        Archive and rewrite slug (`/events/late-show/`), as the reference's URIs show.
	 * @param string[] $taxonomies  Taxonomies the type uses.
	 * @param string[] $labels      Plural name, singular name, "add new" and "edit" labels.
	 */
	private static function post_type( string $slug, string $graphql_single, string $graphql_plural, array $taxonomies, string $icon, array $labels ): array {
		return array(
			'labels'              => array(
				'name'          => $labels[0],
				'singular_name' => $labels[1],
				'add_new_item'  => $labels[2],
				'edit_item'     => $labels[3],
			),
			'public'              => true,
			'has_archive'         => $slug,
			'rewrite'             => array(
				'slug'       => $slug,
				'with_front' => false,
			),
			'menu_icon'           => $icon,
			'supports'            => self::SUPPORTS,
			'taxonomies'          => $taxonomies,
			'show_in_rest'        => true,
			'rest_base'           => $slug,
			'show_in_graphql'     => true,
			'graphql_single_name' => $graphql_single,
			'graphql_plural_name' => $graphql_plural,
		);
	}
}
