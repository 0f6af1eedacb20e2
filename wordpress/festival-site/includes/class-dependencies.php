<?php
/**
 * The plugins the site needs beside this one. This plugin loads and works without any of them
 * (post types, webhooks and Preview need only WordPress); the site's GraphQL queries need them all.
 *
 * @package FestivalSite
 */

namespace FestivalSite;

defined( 'ABSPATH' ) || exit;

final class Dependencies {
	/**
	 * Each required plugin: its name, where to get it, and whether it is active.
	 *
	 * @return array<string, array{name: string, source: string, active: bool, needed_for: string}>
	 */
	public static function status(): array {
		return array(
			'wp-graphql'          => array(
				'name'       => 'WPGraphQL',
				'source'     => 'https://wordpress.org/plugins/wp-graphql/',
				'active'     => class_exists( 'WPGraphQL' ),
				'needed_for' => __( 'the GraphQL API the site reads', 'festival-site' ),
			),
			'advanced-custom-fields' => array(
				'name'       => 'Advanced Custom Fields',
				'source'     => 'https://wordpress.org/plugins/advanced-custom-fields/',
				'active'     => class_exists( 'ACF' ) || function_exists( 'acf_add_local_field_group' ),
				'needed_for' => __( 'the event, artist, venue, news and section fields', 'festival-site' ),
			),
			'wpgraphql-acf'       => array(
				'name'       => 'WPGraphQL for ACF',
				'source'     => 'https://wordpress.org/plugins/wpgraphql-acf/',
				'active'     => function_exists( 'register_graphql_acf_field_type' ) || class_exists( 'WPGraphQLAcf' ) || class_exists( 'WPGraphQL\\ACF\\ACF' ),
				'needed_for' => __( 'those fields in GraphQL (eventDetails, artistDetails, venueDetails …)', 'festival-site' ),
			),
			'polylang'            => array(
				'name'       => 'Polylang',
				'source'     => 'https://wordpress.org/plugins/polylang/',
				'active'     => defined( 'POLYLANG_VERSION' ) || Languages::polylang_active(),
				'needed_for' => __( 'English and French versions of every item, menu and setting', 'festival-site' ),
			),
			'wp-graphql-polylang' => array(
				'name'       => 'WPGraphQL Polylang',
				'source'     => 'https://github.com/valu-digital/wp-graphql-polylang',
				'active'     => defined( 'WPGRAPHQL_POLYLANG' ),
				'needed_for' => __( 'languages in GraphQL (language, translation, where: { language })', 'festival-site' ),
			),
		);
	}

	/** Names of the required plugins that are not active. */
	public static function missing(): array {
		return array_values(
			array_map(
				fn( $plugin ) => $plugin['name'],
				array_filter( self::status(), fn( $plugin ) => ! $plugin['active'] )
			)
		);
	}
}
