<?php
/**
 * The ACF field groups the plugin hands ACF, and wordpress/tests/content-model.json, the dump of
 * the content model that tests/unit/wordpress/content-model.test.ts holds to the reference schema.
 *
 * @package FestivalSite\Tests
 */

require_once dirname( __DIR__ ) . '/support/stand-ins.php';

use PHPUnit\Framework\TestCase;

final class FieldGroupsTest extends TestCase {
	private const DUMP = __DIR__ . '/../content-model.json';

	public static function setUpBeforeClass(): void {
		Stand_Ins::$acf_groups = array();
		do_action( 'acf/init' );
		do_action( 'graphql_register_types' );
	}

	public function test_acf_receives_every_field_group_when_it_initialises(): void {
		$this->assertSame(
			array( 'eventDetails', 'artistDetails', 'venueDetails', 'newsOptions', 'categoryOptions', 'popCategoryOptions', 'aboutPop', 'artAbout', 'filmAbout', 'kidsAbout', 'marcheAbout', 'pucesAbout', 'symposiumAbout' ),
			array_column( Stand_Ins::$acf_groups, 'graphql_field_name' )
		);
	}

	public function test_every_group_and_field_is_in_graphql_under_a_name_wpgraphql_for_acf_keeps_as_it_is(): void {
		$keys = array();
		foreach ( Stand_Ins::$acf_groups as $group ) {
			$this->assertSame( 1, $group['show_in_graphql'] );
			$this->assertMatchesRegularExpression( '/^[a-z][a-zA-Z0-9]*$/', $group['graphql_field_name'] );
			$this->assertNotEmpty( $group['graphql_types'] );
			$this->assertNotEmpty( $group['location'][0][0]['value'] );
			$keys[] = $group['key'];
			foreach ( $group['fields'] as $field ) {
				$this->assertSame( 1, $field['show_in_graphql'], $field['key'] );
				$this->assertMatchesRegularExpression( '/^[a-z][a-zA-Z0-9]*$/', $field['graphql_field_name'], $field['key'] );
				$this->assertMatchesRegularExpression( '/^[a-z][a-z0-9_]*$/', $field['name'], $field['key'] );
				$keys[] = $field['key'];
			}
		}
		$this->assertSame( array_unique( $keys ), $keys, 'ACF keys are unique' );
	}

	public function test_venue_details_give_the_site_what_people_need_to_get_there(): void {
		$venue  = $this->group( 'venueDetails' );
		$fields = array_column( $venue['fields'], null, 'graphql_field_name' );
		$this->assertSame( array( 'Venue' ), $venue['graphql_types'] );
		$this->assertSame( array( 'streetAddress', 'latitude', 'longitude', 'stepFreeEntrance', 'accessibleToilets', 'seating', 'hearingLoop', 'transit', 'gettingThere' ), array_keys( $fields ) );
		$this->assertSame( array( 'number', -90, 90 ), array( $fields['latitude']['type'], $fields['latitude']['min'], $fields['latitude']['max'] ) );
		$this->assertSame( array( 'number', -180, 180 ), array( $fields['longitude']['type'], $fields['longitude']['min'], $fields['longitude']['max'] ) );
		foreach ( array( 'stepFreeEntrance', 'accessibleToilets', 'seating', 'hearingLoop' ) as $answer ) {
			$this->assertSame( array( 'radio', array( 'yes', 'no', 'unknown' ), 'unknown' ), array( $fields[ $answer ]['type'], array_keys( $fields[ $answer ]['choices'] ), $fields[ $answer ]['default_value'] ) );
		}
		foreach ( $venue['fields'] as $field ) {
			$this->assertSame( 0, $field['required'], 'every venue detail is optional' );
		}
	}

	public function test_events_and_artists_name_each_other_both_ways(): void {
		$artists = array_column( $this->group( 'eventDetails' )['fields'], null, 'graphql_field_name' )['eventArtists'];
		$events  = array_column( $this->group( 'artistDetails' )['fields'], null, 'graphql_field_name' )['artistAttachedEvents'];
		$this->assertSame( array( array( 'artist' ), array( $events['key'] ) ), array( $artists['post_type'], $artists['bidirectional_target'] ) );
		$this->assertSame( array( array( 'event' ), array( $artists['key'] ) ), array( $events['post_type'], $events['bidirectional_target'] ) );
	}

	public function test_the_content_model_dump_read_by_the_schema_test_is_current(): void {
		$dump = wp_json_encode( $this->content_model(), JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE ) . "\n";
		if ( getenv( 'FESTIVAL_UPDATE_CONTENT_MODEL' ) ) {
			file_put_contents( self::DUMP, $dump );
		}
		$this->assertSame( $dump, (string) @file_get_contents( self::DUMP ), 'wordpress/tests/content-model.json is out of date: FESTIVAL_UPDATE_CONTENT_MODEL=1 wordpress/tests/run.sh rewrites it' ); // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged
	}

	/** The plugin's content model as WordPress, ACF and WPGraphQL received it: what GraphQL names derive from. */
	private function content_model(): array {
		$post_types = array();
		foreach ( array( 'event', 'artist', 'venue', 'pop_category' ) as $name ) {
			$type                = get_post_type_object( $name );
			$post_types[ $name ] = array(
				'graphqlSingleName' => $type->graphql_single_name,
				'graphqlPluralName' => $type->graphql_plural_name,
				'hierarchical'      => $type->hierarchical,
				'supports'          => array_keys( get_all_post_type_supports( $name ) ),
				'taxonomies'        => get_object_taxonomies( $name ),
			);
		}
		$news_type = get_taxonomy( 'news_type' );
		$settings  = Stand_Ins::$graphql_fields['RootQuery']['popSettings'];
		return array(
			'postTypes'     => $post_types,
			'taxonomies'    => array(
				'category'  => array( 'objectTypes' => array_values( get_taxonomy( 'category' )->object_type ) ),
				'news_type' => array(
					'graphqlSingleName' => $news_type->graphql_single_name,
					'graphqlPluralName' => $news_type->graphql_plural_name,
					'hierarchical'      => $news_type->hierarchical,
					'objectTypes'       => array_values( $news_type->object_type ),
				),
			),
			'menuLocations' => array_keys( get_registered_nav_menus() ),
			'fieldGroups'   => array_map(
				fn( $group ) => array(
					'graphqlFieldName' => $group['graphql_field_name'],
					'graphqlTypes'     => $group['graphql_types'],
					'fields'           => array_map(
						fn( $field ) => array_filter(
							array(
								'graphqlFieldName' => $field['graphql_field_name'],
								'acfType'          => $field['type'],
								'multiple'         => isset( $field['multiple'] ) ? (bool) $field['multiple'] : null,
							),
							fn( $value ) => null !== $value
						),
						$group['fields']
					),
				),
				Stand_Ins::$acf_groups
			),
			'popSettings'   => array(
				'type'             => $settings['type'],
				'languageArgument' => $settings['args']['language']['type'],
				'fields'           => array_map( fn( $field ) => $field['type'], Stand_Ins::$graphql_types[ $settings['type'] ]['fields'] ),
			),
		);
	}

	private function group( string $graphql_name ): array {
		$groups = array_column( Stand_Ins::$acf_groups, null, 'graphql_field_name' );
		$this->assertArrayHasKey( $graphql_name, $groups );
		return $groups[ $graphql_name ];
	}
}
