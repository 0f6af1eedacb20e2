<?php
/**
 * With Polylang (stand-in): every webhook says the language of what changed, menus by the
 * language of their locations, and Preview opens the draft in its language.
 *
 * @package FestivalSite\Tests
 */

require_once dirname( __DIR__ ) . '/support/stand-ins.php';

final class PolylangWebhookTest extends Editor_Test_Case {
	public function test_a_french_event_sends_its_language(): void {
		$id = wp_insert_post( array( 'post_type' => 'event', 'post_title' => $this->title( 'Soirée' ), 'post_status' => 'draft' ) );
		pll_set_post_language( $id, 'fr' );
		$this->assertSame( array(), $this->end_request() );
		wp_update_post( array( 'ID' => $id, 'post_status' => 'publish' ) );
		$body = $this->only_body( $this->end_request() );
		$this->assertSame( array( 'event', 'fr', 'publish', 'draft' ), array( $body['contentType'], $body['language'], $body['status'], $body['previousStatus'] ) );
		$this->assertSame( array( 'sender', 'postId', 'contentType', 'language', 'slug', 'status', 'previousStatus' ), array_keys( $body ), 'a draft never given a slug had none before' );
	}

	public function test_a_french_post_deleted_for_good_keeps_its_language_in_the_webhook(): void {
		$post = $this->published( 'artist', 'Artiste' );
		pll_set_post_language( $post->ID, 'fr' );
		wp_delete_post( $post->ID, true );
		$this->assertFalse( pll_get_post_language( $post->ID ) );
		$body = $this->only_body( $this->end_request() );
		$this->assertSame( array( 'fr', 'deleted' ), array( $body['language'], $body['status'] ) );
	}

	public function test_a_french_category_sends_its_language(): void {
		$term = wp_insert_term( $this->title( 'Musique' ), 'category' );
		pll_set_term_language( $term['term_id'], 'fr' );
		$this->end_request();
		wp_update_term( $term['term_id'], 'category', array( 'slug' => 'musique-fr' ) );
		$body = $this->only_body( $this->end_request() );
		$this->assertSame( array( 'fr', 'musique-fr' ), array( $body['language'], $body['slug'] ) );
	}

	public function test_a_menu_sends_the_language_of_its_locations(): void {
		$french = wp_create_nav_menu( $this->title( 'Menu principal' ) );
		Stand_Ins::polylang_menu( 'primary', 'fr', $french );
		$this->end_request();
		wp_update_nav_menu_item( $french, 0, array( 'menu-item-title' => 'Billets', 'menu-item-url' => 'https://example.org/billets', 'menu-item-status' => 'publish' ) );
		$this->assertSame(
			array(
				'sender'      => self::SENDER,
				'contentType' => 'menu',
				'menuId'      => $french,
				'locations'   => array( 'primary' ),
				'language'    => 'fr',
			),
			$this->only_body( $this->end_request() )
		);
	}

	public function test_a_menu_placed_in_both_languages_sends_one_webhook_per_language(): void {
		$menu = wp_create_nav_menu( $this->title( 'Footer everywhere' ) );
		set_theme_mod( 'nav_menu_locations', array( 'footer' => $menu ) + (array) get_theme_mod( 'nav_menu_locations' ) );
		Stand_Ins::polylang_menu( 'footer', 'fr', $menu );
		$bodies = array_filter( $this->end_request(), fn( $body ) => $menu === $body['menuId'] );
		$this->assertSame( array( array( 'en', array( 'footer' ) ), array( 'fr', array( 'footer' ) ) ), array_map( fn( $body ) => array( $body['language'], $body['locations'] ), array_values( $bodies ) ) );
	}

	public function test_assigning_a_french_location_in_the_menu_screen_sends_the_french_menu(): void {
		$menu = wp_create_nav_menu( $this->title( 'Menu secondaire' ) );
		$this->end_request();
		set_theme_mod( 'nav_menu_locations', array( 'secondary___fr' => $menu ) + (array) get_theme_mod( 'nav_menu_locations' ) );
		$body = $this->only_body( $this->end_request() );
		$this->assertSame( array( $menu, array( 'secondary' ), 'fr' ), array( $body['menuId'], $body['locations'], $body['language'] ) );
	}

	public function test_acf_fields_saved_alone_send_the_post_or_the_category_they_belong_to(): void {
		$venue = $this->published( 'venue', 'Accessible Hall' );
		$term  = wp_insert_term( $this->title( 'Kids' ), 'category' );
		$this->end_request();
		do_action( 'acf/save_post', $venue->ID );
		do_action( 'acf/save_post', 'term_' . $term['term_id'] );
		do_action( 'acf/save_post', 'options' );
		$bodies = $this->end_request();
		$this->assertSame( array( array( 'venue', $venue->post_name, 'publish' ), array( 'term', get_term( $term['term_id'] )->slug, null ) ), array_map( fn( $body ) => array( $body['contentType'], $body['slug'], $body['status'] ?? null ), $bodies ) );
	}

	public function test_preview_opens_the_draft_in_its_language(): void {
		$id = wp_insert_post( array( 'post_type' => 'venue', 'post_title' => $this->title( 'Salle' ), 'post_status' => 'draft' ) );
		pll_set_post_language( $id, 'fr' );
		$this->assertStringEndsWith( "&type=venue&id=$id&lang=fr", get_preview_post_link( $id ) );
	}

	public function test_with_every_required_plugin_active_no_notice_asks_for_one(): void {
		$this->assertSame( array(), FestivalSite\Dependencies::missing() );
		ob_start();
		FestivalSite\Admin_Screen::notices();
		$this->assertStringNotContainsString( 'needs', (string) ob_get_clean() );
	}
}
