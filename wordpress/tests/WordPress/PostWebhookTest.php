<?php
/**
 * An editor's actions on posts, through WordPress's own functions, and the webhook the site gets
 * for each: one per post per request, with the slug and status before and after.
 *
 * @package FestivalSite\Tests
 */

final class PostWebhookTest extends Editor_Test_Case {
	public function test_publishing_a_new_event_sends_its_slug_and_new_status(): void {
		$id   = wp_insert_post( array( 'post_type' => 'event', 'post_title' => $this->title( 'Late Show' ), 'post_status' => 'publish' ) );
		$post = get_post( $id );
		$this->assertSame( $this->post_body( $post, 'event', 'new', null ), $this->only_body( $this->end_request() ) );
	}

	public function test_updating_a_published_event_sends_the_same_slug_and_status_before_and_after(): void {
		$post = $this->published( 'event', 'Opening Night' );
		wp_update_post( array( 'ID' => $post->ID, 'post_content' => 'New set times.' ) );
		$this->assertSame( $this->post_body( get_post( $post->ID ), 'event', 'publish', $post->post_name ), $this->only_body( $this->end_request() ) );
	}

	public function test_a_slug_change_sends_the_new_and_the_previous_slug(): void {
		$post = $this->published( 'artist', 'Mira Solenne' );
		wp_update_post( array( 'ID' => $post->ID, 'post_name' => 'mira-solenne-renamed' ) );
		$body = $this->only_body( $this->end_request() );
		$this->assertSame( 'mira-solenne-renamed', $body['slug'] );
		$this->assertSame( $post->post_name, $body['previousSlug'] );
		$this->assertSame( 'artist', $body['contentType'] );
	}

	/** @dataProvider unpublished_statuses */
	public function test_unpublishing_sends_the_new_status_and_publish_as_the_previous_one( string $status ): void {
		$post  = $this->published( 'venue', 'Salle Mirabelle' );
		$later = gmdate( 'Y-m-d H:i:s', time() + 30 * DAY_IN_SECONDS );
		$extra = 'future' === $status ? array( 'post_date' => $later, 'post_date_gmt' => $later ) : array();
		wp_update_post( array_merge( array( 'ID' => $post->ID, 'post_status' => $status ), $extra ) );
		$after = get_post( $post->ID );
		$this->assertSame( $status, $after->post_status );
		$this->assertSame( $this->post_body( $after, 'venue', 'publish', $post->post_name ), $this->only_body( $this->end_request() ) );
	}

	public function unpublished_statuses(): array {
		return array(
			'draft'   => array( 'draft' ),
			'pending' => array( 'pending' ),
			'private' => array( 'private' ),
			'future'  => array( 'future' ),
		);
	}

	public function test_a_scheduled_post_published_by_cron_sends_future_as_the_previous_status(): void {
		$id = wp_insert_post( array( 'post_type' => 'post', 'post_title' => $this->title( 'Line-up announced' ), 'post_status' => 'future', 'post_date' => gmdate( 'Y-m-d H:i:s', time() + 3600 ) ) );
		$this->assertSame( array(), $this->end_request(), 'a scheduled post is not public yet' );
		wp_publish_post( $id );
		$post = get_post( $id );
		$this->assertSame( $this->post_body( $post, 'news', 'future', $post->post_name ), $this->only_body( $this->end_request() ) );
	}

	public function test_trashing_sends_the_trashed_slug_and_the_slug_the_page_had(): void {
		$post = $this->published( 'event', 'Closing Concert' );
		wp_trash_post( $post->ID );
		$body = $this->only_body( $this->end_request() );
		$this->assertSame( $post->post_name . '__trashed', $body['slug'] );
		$this->assertSame( $post->post_name, $body['previousSlug'] );
		$this->assertSame( 'trash', $body['status'] );
		$this->assertSame( 'publish', $body['previousStatus'] );
	}

	public function test_untrashing_to_published_sends_the_slug_back(): void {
		$post = $this->published( 'page', 'Privacy Policy' );
		wp_trash_post( $post->ID );
		$this->end_request();
		add_filter( 'wp_untrash_post_status', 'wp_untrash_post_set_previous_status', 10, 3 );
		wp_untrash_post( $post->ID );
		remove_filter( 'wp_untrash_post_status', 'wp_untrash_post_set_previous_status', 10 );
		$this->assertSame(
			array(
				'sender'         => self::SENDER,
				'postId'         => $post->ID,
				'contentType'    => 'page',
				'slug'           => $post->post_name,
				'previousSlug'   => $post->post_name . '__trashed',
				'status'         => 'publish',
				'previousStatus' => 'trash',
			),
			$this->only_body( $this->end_request() )
		);
	}

	public function test_untrashing_to_a_draft_changes_no_public_page_and_sends_nothing(): void {
		$post = $this->published( 'artist', 'Cedar and Salt' );
		wp_trash_post( $post->ID );
		$this->end_request();
		wp_untrash_post( $post->ID );
		$this->assertSame( 'draft', get_post_status( $post->ID ) );
		$this->assertSame( array(), $this->end_request() );
	}

	public function test_deleting_a_published_item_for_good_sends_deleted_with_its_slug(): void {
		$post = $this->published( 'event', 'Matinee' );
		wp_delete_post( $post->ID, true );
		$this->assertNull( get_post( $post->ID ) );
		$this->assertSame(
			array(
				'sender'         => self::SENDER,
				'postId'         => $post->ID,
				'contentType'    => 'event',
				'slug'           => $post->post_name,
				'previousSlug'   => $post->post_name,
				'status'         => 'deleted',
				'previousStatus' => 'publish',
			),
			$this->only_body( $this->end_request() )
		);
	}

	public function test_emptying_the_trash_sends_nothing_the_trashing_already_took_the_page_down(): void {
		$post = $this->published( 'event', 'Afternoon Set' );
		wp_trash_post( $post->ID );
		$this->assertCount( 1, $this->end_request() );
		wp_delete_post( $post->ID, true );
		$this->assertSame( array(), $this->end_request() );
	}

	public function test_setting_changing_and_removing_the_featured_image_sends_one_webhook_each_time(): void {
		$post   = $this->published( 'artist', 'Juniper Vale' );
		$first  = $this->image( 'poster-juniper' );
		$second = $this->image( 'poster-juniper-2' );
		foreach ( array( fn() => set_post_thumbnail( $post->ID, $first ), fn() => set_post_thumbnail( $post->ID, $second ), fn() => delete_post_thumbnail( $post->ID ) ) as $change ) {
			$this->assertNotFalse( $change() );
			$this->assertSame( $this->post_body( $post, 'artist', 'publish', $post->post_name ), $this->only_body( $this->end_request() ) );
		}
	}

	public function test_many_changes_to_one_post_in_one_request_send_one_webhook_with_the_state_before_all_of_them(): void {
		$post  = $this->published( 'event', 'Double Save' );
		$image = $this->image( 'poster-double' );
		wp_update_post( array( 'ID' => $post->ID, 'post_title' => 'Double Save (moved)' ) );
		wp_update_post( array( 'ID' => $post->ID, 'post_status' => 'draft' ) );
		wp_update_post( array( 'ID' => $post->ID, 'post_name' => 'double-save-moved' ) );
		set_post_thumbnail( $post->ID, $image );
		wp_update_post( array( 'ID' => $post->ID, 'post_status' => 'private' ) );
		$body = $this->only_body( $this->end_request() );
		$this->assertSame( array( 'double-save-moved', $post->post_name, 'private', 'publish' ), array( $body['slug'], $body['previousSlug'], $body['status'], $body['previousStatus'] ) );
	}

	public function test_a_status_change_saved_with_a_featured_image_keeps_the_status_from_before(): void {
		$post  = $this->published( 'event', 'Poster And Draft' );
		$image = $this->image( 'poster-and-draft' );
		wp_update_post( array( 'ID' => $post->ID, 'post_status' => 'draft', '_thumbnail_id' => $image ) );
		$body = $this->only_body( $this->end_request() );
		$this->assertSame( array( 'draft', 'publish' ), array( $body['status'], $body['previousStatus'] ) );
	}

	public function test_each_changed_post_of_a_request_gets_its_own_webhook_with_its_content_type(): void {
		$posts = array(
			'post'         => 'news',
			'page'         => 'page',
			'event'        => 'event',
			'artist'       => 'artist',
			'venue'        => 'venue',
			'pop_category' => 'category',
		);
		$ids   = array();
		foreach ( array_keys( $posts ) as $post_type ) {
			$ids[ $post_type ] = $this->published( $post_type, "Bulk $post_type" )->ID;
		}
		foreach ( $ids as $id ) {
			wp_update_post( array( 'ID' => $id, 'post_content' => 'Bulk edit.' ) );
			wp_update_post( array( 'ID' => $id, 'post_excerpt' => 'Bulk edit, again.' ) );
		}
		$bodies = $this->end_request();
		$this->assertSame( array_values( $ids ), array_column( $bodies, 'postId' ) );
		$this->assertSame( array_values( $posts ), array_column( $bodies, 'contentType' ) );
	}

	public function test_drafts_that_were_never_public_send_nothing(): void {
		$id = wp_insert_post( array( 'post_type' => 'event', 'post_title' => $this->title( 'Work In Progress' ), 'post_status' => 'draft' ) );
		wp_update_post( array( 'ID' => $id, 'post_content' => 'Autosaved text.' ) );
		wp_update_post( array( 'ID' => $id, 'post_status' => 'pending' ) );
		wp_trash_post( $id );
		$this->assertSame( array(), $this->end_request() );
	}

	public function test_revisions_menu_items_and_media_are_not_posts_of_the_site(): void {
		$post = $this->published( 'page', 'About' );
		$sent = count( $this->webhooks->sent );
		$this->assertIsInt( _wp_put_post_revision( $post ) );
		$this->assertSame( array(), $this->end_request() );
		$this->image( 'just-an-upload' );
		wp_insert_post( array( 'post_type' => 'nav_menu_item', 'post_title' => 'Loose item', 'post_status' => 'publish' ) );
		$this->end_request();
		$this->assertCount( $sent, $this->webhooks->sent );
	}
}
