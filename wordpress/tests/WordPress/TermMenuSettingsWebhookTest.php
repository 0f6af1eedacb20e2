<?php
/**
 * Term edits (categories, news types), menu saves (the menu, its items, its locations) and site
 * settings saves, through WordPress's own functions, and the webhook each sends.
 *
 * @package FestivalSite\Tests
 */

final class TermMenuSettingsWebhookTest extends Editor_Test_Case {
	public function test_a_new_category_sends_its_slug_and_no_previous_one(): void {
		$term = wp_insert_term( $this->title( 'Workshops' ), 'category' );
		$slug = get_term( $term['term_id'] )->slug;
		$this->assertSame(
			array(
				'sender'      => self::SENDER,
				'contentType' => 'term',
				'taxonomy'    => 'category',
				'termId'      => $term['term_id'],
				'slug'        => $slug,
			),
			$this->only_body( $this->end_request() )
		);
	}

	public function test_renaming_a_news_type_sends_the_new_and_the_previous_slug(): void {
		$term = wp_insert_term( $this->title( 'Interview' ), 'news_type' );
		$old  = get_term( $term['term_id'] )->slug;
		$this->end_request();
		wp_update_term( $term['term_id'], 'news_type', array( 'name' => 'Interviews', 'slug' => 'interviews' ) );
		wp_update_term( $term['term_id'], 'news_type', array( 'description' => 'Talks with the artists.' ) );
		$this->assertSame(
			array(
				'sender'       => self::SENDER,
				'contentType'  => 'term',
				'taxonomy'     => 'news_type',
				'termId'       => $term['term_id'],
				'slug'         => 'interviews',
				'previousSlug' => $old,
			),
			$this->only_body( $this->end_request() )
		);
	}

	public function test_deleting_a_category_sends_the_slug_it_had(): void {
		$term = wp_insert_term( $this->title( 'Film' ), 'category' );
		$slug = get_term( $term['term_id'] )->slug;
		$this->end_request();
		$this->assertTrue( wp_delete_term( $term['term_id'], 'category' ) );
		$body = $this->only_body( $this->end_request() );
		$this->assertSame( array( $term['term_id'], $slug, $slug ), array( $body['termId'], $body['slug'], $body['previousSlug'] ) );
	}

	public function test_tags_are_not_shown_by_the_site_and_send_nothing(): void {
		wp_insert_term( $this->title( 'Just a tag' ), 'post_tag' );
		$this->assertSame( array(), $this->end_request() );
	}

	public function test_a_menu_in_no_location_is_on_no_page_and_sends_nothing(): void {
		$menu = wp_create_nav_menu( $this->title( 'Draft menu' ) );
		wp_update_nav_menu_item( $menu, 0, array( 'menu-item-title' => 'Tickets', 'menu-item-url' => 'https://example.org/tickets', 'menu-item-status' => 'publish' ) );
		$this->assertSame( array(), $this->end_request() );
	}

	public function test_assigning_a_menu_to_a_location_sends_the_menu_and_the_location(): void {
		$menu = wp_create_nav_menu( $this->title( 'Main' ) );
		$this->end_request();
		set_theme_mod( 'nav_menu_locations', array( 'primary' => $menu ) + (array) get_theme_mod( 'nav_menu_locations' ) );
		$this->assertSame(
			array(
				'sender'      => self::SENDER,
				'contentType' => 'menu',
				'menuId'      => $menu,
				'locations'   => array( 'primary' ),
			),
			$this->only_body( $this->end_request() )
		);
	}

	public function test_saving_a_menu_and_its_items_sends_one_webhook_for_the_menu(): void {
		$menu = $this->menu_at( array( 'primary', 'footer' ) );
		$page = $this->published( 'page', 'Contact' );
		$item = wp_update_nav_menu_item( $menu, 0, array( 'menu-item-object-id' => $page->ID, 'menu-item-object' => 'page', 'menu-item-type' => 'post_type', 'menu-item-status' => 'publish' ) );
		wp_update_nav_menu_item( $menu, $item, array( 'menu-item-object-id' => $page->ID, 'menu-item-object' => 'page', 'menu-item-type' => 'post_type', 'menu-item-title' => 'Write to us', 'menu-item-status' => 'publish' ) );
		wp_update_nav_menu_object( $menu, array( 'menu-name' => $this->title( 'Main, renamed' ) ) );
		$body = $this->only_body( $this->end_request() );
		$this->assertSame( array( 'menu', $menu, array( 'primary', 'footer' ) ), array( $body['contentType'], $body['menuId'], $body['locations'] ) );
	}

	public function test_saving_the_menu_settings_alone_sends_the_menu(): void {
		$menu = $this->menu_at( array( 'footer' ) );
		wp_update_nav_menu_object( $menu, array( 'menu-name' => $this->title( 'Footer, renamed' ) ) );
		$this->assertSame( array( $menu ), array_column( $this->end_request(), 'menuId' ) );
	}

	public function test_editing_one_menu_item_sends_the_menu(): void {
		$menu = $this->menu_at( array( 'secondary' ) );
		$item = wp_update_nav_menu_item( $menu, 0, array( 'menu-item-title' => 'Volunteer', 'menu-item-url' => 'https://example.org/volunteer', 'menu-item-status' => 'publish' ) );
		$this->end_request();
		wp_update_nav_menu_item( $menu, $item, array( 'menu-item-title' => 'Volunteers', 'menu-item-url' => 'https://example.org/volunteer', 'menu-item-status' => 'publish' ) );
		$this->assertSame( array( $menu ), array_column( $this->end_request(), 'menuId' ) );
	}

	public function test_removing_a_menu_item_sends_the_menu(): void {
		$menu = $this->menu_at( array( 'secondary' ) );
		$item = wp_update_nav_menu_item( $menu, 0, array( 'menu-item-title' => 'Press', 'menu-item-url' => 'https://example.org/press', 'menu-item-status' => 'publish' ) );
		$this->end_request();
		wp_delete_post( $item, true );
		$this->assertSame( array( $menu ), array_column( $this->end_request(), 'menuId' ) );
	}

	public function test_moving_a_location_to_another_menu_sends_both_menus_with_the_location_each_held(): void {
		$first  = $this->menu_at( array( 'footer' ) );
		$second = wp_create_nav_menu( $this->title( 'New footer' ) );
		$this->end_request();
		set_theme_mod( 'nav_menu_locations', array( 'footer' => $second ) + (array) get_theme_mod( 'nav_menu_locations' ) );
		$bodies = $this->end_request();
		$this->assertSame( array( $first, $second ), array_column( $bodies, 'menuId' ) );
		$this->assertSame( array( array( 'footer' ), array( 'footer' ) ), array_column( $bodies, 'locations' ) );
	}

	public function test_deleting_a_menu_sends_the_locations_it_left(): void {
		$menu = $this->menu_at( array( 'primary' ) );
		wp_update_nav_menu_item( $menu, 0, array( 'menu-item-title' => 'Lineup', 'menu-item-url' => 'https://example.org/lineup', 'menu-item-status' => 'publish' ) );
		$this->end_request();
		$this->assertTrue( wp_delete_nav_menu( $menu ) );
		$this->assertSame( array( array( 'primary' ) ), array_column( $this->end_request(), 'locations' ) );
	}

	public function test_saving_the_site_settings_sends_the_settings_of_that_language(): void {
		FestivalSite\Site_Settings::register_settings();
		$french = array(
			'sender'      => self::SENDER,
			'contentType' => 'settings',
			'language'    => 'fr',
		);
		update_option( 'pop_settings_fr', array( 'popCity' => 'Montréal' ) );
		$this->assertSame( $french, $this->only_body( $this->end_request() ), 'the first save' );
		update_option( 'pop_settings_fr', array( 'popCity' => 'Montréal', 'popPhone' => '514-842-1919' ) );
		update_option( 'pop_settings_fr', array( 'popCity' => 'Montréal', 'popPhone' => '514 842-1919' ) );
		$this->assertSame( $french, $this->only_body( $this->end_request() ), 'two saves in one request' );
		update_option( 'pop_settings_fr', array( 'popCity' => 'Montréal', 'popPhone' => '514 842-1919' ) );
		$this->assertSame( array(), $this->end_request(), 'saved unchanged: no page changes' );
		update_option( 'blogname', 'Not a setting the site reads' );
		$this->assertSame( array(), $this->end_request() );
	}

	public function test_the_settings_form_keeps_known_fields_cleaned(): void {
		FestivalSite\Site_Settings::register_settings();
		update_option(
			'pop_settings_en',
			array(
				'popAddress'  => ' 5587 avenue Casgrain <b>#200</b> ',
				'popFacebook' => 'javascript:alert(1)',
				'popTwitter'  => 'https://twitter.com/popmontreal',
				'popMenuHide' => '1',
				'injected'    => 'dropped',
			)
		);
		$values = FestivalSite\Site_Settings::values( 'en' );
		$this->assertSame( '5587 avenue Casgrain #200', $values['popAddress'] );
		$this->assertNull( $values['popFacebook'] );
		$this->assertSame( 'https://twitter.com/popmontreal', $values['popTwitter'] );
		$this->assertTrue( $values['popMenuHide'] );
		$this->assertArrayNotHasKey( 'injected', get_option( 'pop_settings_en' ) );
		$this->assertSame( array( 'en' ), array_column( $this->end_request(), 'language' ) );
	}

	/** A menu assigned to these locations in an earlier request. */
	private function menu_at( array $locations ): int {
		$menu = wp_create_nav_menu( $this->title( 'Menu at ' . implode( ' ', $locations ) ) );
		set_theme_mod( 'nav_menu_locations', array_fill_keys( $locations, $menu ) + (array) get_theme_mod( 'nav_menu_locations' ) );
		$this->end_request();
		return $menu;
	}
}
