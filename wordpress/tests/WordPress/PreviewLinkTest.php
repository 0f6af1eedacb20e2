<?php
/**
 * The Preview button of every previewable type opens the site's /api/preview with the parameters
 * the site reads (app/api/preview/route.ts: secret, type, id, lang).
 *
 * @package FestivalSite\Tests
 */

final class PreviewLinkTest extends Editor_Test_Case {
	/** @dataProvider previewable */
	public function test_preview_opens_the_draft_on_the_site( string $post_type, string $type ): void {
		$id = wp_insert_post( array( 'post_type' => $post_type, 'post_title' => $this->title( "Draft $post_type" ), 'post_status' => 'draft' ) );
		$this->assertSame(
			FESTIVAL_SITE_URL . "/api/preview?secret=test%20preview%20secret%2F%2B%26%3D&type=$type&id=$id&lang=en",
			get_preview_post_link( $id )
		);
	}

	public function previewable(): array {
		return array(
			'event'     => array( 'event', 'event' ),
			'artist'    => array( 'artist', 'artist' ),
			'venue'     => array( 'venue', 'venue' ),
			'news post' => array( 'post', 'news' ),
			'page'      => array( 'page', 'page' ),
		);
	}

	/**
	 * The block editor's Preview of a draft opens the draft's WordPress address with `preview=true`;
	 * a real request there, as the logged-in editor, is sent on to the site's preview.
	 */
	public function test_the_block_editors_preview_of_a_draft_at_its_wordpress_address_goes_on_to_the_site(): void {
		$wordpress = new Php_Server( dirname( __DIR__ ) . '/support/wordpress-router.php' );
		$cookie    = LOGGED_IN_COOKIE . '=' . wp_generate_auth_cookie( 1, time() + 600, 'logged_in' );
		try {
			foreach ( $this->previewable() as list( $post_type ) ) {
				$id      = wp_insert_post( array( 'post_type' => $post_type, 'post_title' => $this->title( "Block editor $post_type" ), 'post_status' => 'draft' ) );
				$address = str_replace( home_url(), $wordpress->url(), add_query_arg( 'preview', 'true', get_permalink( $id ) ) );
				$editor  = wp_remote_get( $address, array( 'redirection' => 0, 'headers' => array( 'Cookie' => $cookie ) ) );
				$this->assertSame( array( 302, get_preview_post_link( $id ) ), array( wp_remote_retrieve_response_code( $editor ), wp_remote_retrieve_header( $editor, 'location' ) ), "$post_type at $address" );
			}
			$visitor = wp_remote_get( $address, array( 'redirection' => 0 ) );
			$this->assertStringStartsNotWith( FESTIVAL_SITE_URL, (string) wp_remote_retrieve_header( $visitor, 'location' ), 'a visitor is not sent anywhere with the secret' );
			$published = str_replace( home_url(), $wordpress->url(), get_permalink( $this->published( 'event', 'Published, no preview' ) ) );
			foreach ( array( array(), array( 'Cookie' => $cookie ) ) as $headers ) {
				$page = wp_remote_get( $published, array( 'redirection' => 0, 'headers' => $headers ) );
				$this->assertStringStartsNotWith( FESTIVAL_SITE_URL, (string) wp_remote_retrieve_header( $page, 'location' ), "$published is no preview" );
			}
		} finally {
			$wordpress->stop();
		}
	}

	public function test_preview_of_a_published_item_with_pending_changes_is_the_sites_too(): void {
		$post = $this->published( 'event', 'Published Then Edited' );
		$this->assertStringStartsWith( FESTIVAL_SITE_URL . '/api/preview?', get_preview_post_link( $post, array( 'preview_id' => $post->ID ) ) );
	}

	public function test_festival_sections_have_no_preview_on_the_site_and_keep_wordpress_own(): void {
		$id = wp_insert_post( array( 'post_type' => 'pop_category', 'post_title' => $this->title( 'Section' ), 'post_status' => 'draft' ) );
		$this->assertStringStartsWith( 'http://wordpress.test/', get_preview_post_link( $id ) );
	}
}
