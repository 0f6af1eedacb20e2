<?php
/**
 * The content model the plugin registers on a real WordPress: post types, taxonomy, menu
 * locations, with the names WPGraphQL reads and the URLs of the reference site.
 *
 * @package FestivalSite\Tests
 */

use PHPUnit\Framework\TestCase;

final class ContentModelTest extends TestCase {
	/** @dataProvider post_types */
	public function test_the_post_type_is_registered_with_its_graphql_names_and_archive( string $post_type, string $single, string $plural, string $slug, array $taxonomies ): void {
		$object = get_post_type_object( $post_type );
		$this->assertNotNull( $object, "$post_type is registered" );
		$this->assertTrue( $object->public );
		$this->assertTrue( $object->show_in_rest );
		$this->assertFalse( $object->hierarchical );
		$this->assertTrue( $object->show_in_graphql );
		$this->assertSame( array( $single, $plural ), array( $object->graphql_single_name, $object->graphql_plural_name ) );
		$this->assertSame( $slug, $object->rewrite['slug'] );
		$this->assertSame( $slug, $object->has_archive );
		$this->assertSame( $slug, $object->rest_base );
		foreach ( array( 'title', 'editor', 'thumbnail', 'excerpt', 'revisions' ) as $feature ) {
			$this->assertTrue( post_type_supports( $post_type, $feature ), "$post_type supports $feature" );
		}
		foreach ( array( 'author', 'comments', 'page-attributes' ) as $feature ) {
			$this->assertFalse( post_type_supports( $post_type, $feature ), "$post_type does not support $feature" );
		}
		$this->assertSame( $taxonomies, get_object_taxonomies( $post_type ) );
	}

	public function post_types(): array {
		return array(
			'event'        => array( 'event', 'event', 'events', 'events', array( 'category' ) ),
			'artist'       => array( 'artist', 'artist', 'artists', 'artists', array( 'category' ) ),
			'venue'        => array( 'venue', 'venue', 'venues', 'venues', array() ),
			'pop_category' => array( 'pop_category', 'popCategory', 'popCategories', 'pop-categories', array() ),
		);
	}

	public function test_an_event_lives_at_the_archive_slug_as_on_the_reference_site(): void {
		$id = wp_insert_post( array( 'post_type' => 'event', 'post_title' => 'Opening night URL', 'post_status' => 'publish' ) );
		$this->assertSame( 'http://wordpress.test/events/opening-night-url/', get_permalink( $id ) );
		FestivalSite\changes()->take();
	}

	public function test_news_types_are_a_hierarchical_taxonomy_of_news_posts(): void {
		$taxonomy = get_taxonomy( 'news_type' );
		$this->assertNotFalse( $taxonomy );
		$this->assertTrue( $taxonomy->hierarchical );
		$this->assertSame( array( 'post' ), $taxonomy->object_type );
		$this->assertTrue( $taxonomy->show_in_graphql );
		$this->assertSame( array( 'newsType', 'newsTypes' ), array( $taxonomy->graphql_single_name, $taxonomy->graphql_plural_name ) );
		$this->assertTrue( $taxonomy->show_in_rest );
	}

	public function test_the_menu_locations_the_site_reads_are_registered(): void {
		$this->assertSame( array( 'primary', 'secondary', 'footer' ), array_keys( get_registered_nav_menus() ) );
	}

	public function test_polylang_translates_every_post_type_and_the_news_types_and_keeps_them_out_of_its_settings(): void {
		$ours = array( 'event', 'artist', 'venue', 'pop_category' );
		$this->assertSame( array( 'post' => 'post', 'page' => 'page' ) + array_combine( $ours, $ours ), apply_filters( 'pll_get_post_types', array( 'post' => 'post', 'page' => 'page' ), false ) );
		$this->assertSame( array(), apply_filters( 'pll_get_post_types', array_combine( $ours, $ours ), true ) );
		$this->assertSame( array( 'category' => 'category', 'news_type' => 'news_type' ), apply_filters( 'pll_get_taxonomies', array( 'category' => 'category' ), false ) );
		$this->assertSame( array(), apply_filters( 'pll_get_taxonomies', array( 'news_type' => 'news_type' ), true ) );
	}

	public function test_without_acf_the_field_groups_wait_and_nothing_breaks(): void {
		$this->assertFalse( function_exists( 'acf_add_local_field_group' ) );
		do_action( 'acf/init' );
		$this->assertGreaterThan( 0, did_action( 'acf/init' ) );
	}
}
