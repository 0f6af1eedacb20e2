<?php
/**
 * A test of what an editor does, through WordPress's own functions, in the test process: each test
 * starts a fresh "request" (nothing collected, no webhook log), and end_request() does what the
 * plugin does at `shutdown`, returning the webhook bodies the stand-in site received.
 *
 * @package FestivalSite\Tests
 */

use PHPUnit\Framework\TestCase;

abstract class Editor_Test_Case extends TestCase {
	protected const REVALIDATE_SECRET = 'test-revalidate-secret';
	protected const SENDER            = 'festival-site-wordpress/1';

	protected Captured_Webhooks $webhooks;
	private static int $titles = 0;

	protected function setUp(): void {
		wp_set_current_user( 1 );
		FestivalSite\changes()->take();
		delete_option( FestivalSite\Webhook_Log::OPTION );
		$this->webhooks = new Captured_Webhooks();
	}

	protected function tearDown(): void {
		$this->webhooks->stop();
		FestivalSite\changes()->take();
	}

	/** The end of the request: the plugin sends what it collected. The bodies the site received. */
	protected function end_request(): array {
		$already = count( $this->webhooks->sent );
		FestivalSite\send_collected_changes();
		foreach ( array_slice( $this->webhooks->sent, $already ) as $sent ) {
			$this->assert_signed_post( $sent );
		}
		return array_slice( $this->webhooks->bodies(), $already );
	}

	/** A title no other test uses, so that slugs are predictable. */
	protected function title( string $words ): string {
		return $words . ' ' . ( ++self::$titles ) . ' ' . substr( md5( static::class ), 0, 6 );
	}

	/** A post published in an earlier request (its own webhook already sent). */
	protected function published( string $post_type, string $words, array $more = array() ): WP_Post {
		$id = wp_insert_post(
			array_merge(
				array(
					'post_type'    => $post_type,
					'post_title'   => $this->title( $words ),
					'post_content' => 'Text.',
					'post_status'  => 'publish',
				),
				$more
			),
			true
		);
		$this->assertIsInt( $id, is_wp_error( $id ) ? $id->get_error_message() : '' );
		$this->end_request();
		return get_post( $id );
	}

	/** An image in the media library (its file need not exist for WordPress to use it as a featured image). */
	protected function image( string $name ): int {
		$id = wp_insert_attachment(
			array(
				'post_title'     => $name,
				'post_mime_type' => 'image/jpeg',
				'post_status'    => 'inherit',
			),
			"2027/08/$name.jpg"
		);
		wp_update_attachment_metadata(
			$id,
			array(
				'width'  => 1200,
				'height' => 800,
				'file'   => "2027/08/$name.jpg",
			)
		);
		$this->end_request();
		return $id;
	}

	/** The webhook as the contract says: POST to the site's /api/revalidate, JSON, signed, short timeout. */
	protected function assert_signed_post( array $sent ): void {
		$this->assertSame( FESTIVAL_SITE_URL . '/api/revalidate', $sent['url'] );
		$this->assertSame( 'POST', $sent['method'] );
		$this->assertSame( 'application/json', $sent['headers']['Content-Type'] );
		$this->assertLessThanOrEqual( 2, $sent['args']['timeout'] );
		$timestamp = $sent['headers']['X-Festival-Timestamp'];
		$this->assertMatchesRegularExpression( '/^\d{10}$/', $timestamp );
		$this->assertEqualsWithDelta( time(), (int) $timestamp, 5 );
		$this->assertSame(
			'sha256=' . hash_hmac( 'sha256', $timestamp . '.' . $sent['raw'], self::REVALIDATE_SECRET ),
			$sent['headers']['X-Festival-Signature']
		);
		$this->assertIsArray( $sent['body'] );
	}

	/** The one body of a post this request sent (fails when there is none, or more than one). */
	protected function only_body( array $bodies ): array {
		$this->assertCount( 1, $bodies, 'bodies: ' . wp_json_encode( $bodies ) );
		return $bodies[0];
	}

	/** What a post body says for `$post` now, with the given before values. */
	protected function post_body( WP_Post $post, string $content_type, string $previous_status, ?string $previous_slug ): array {
		return array_filter(
			array(
				'sender'         => self::SENDER,
				'postId'         => $post->ID,
				'contentType'    => $content_type,
				'slug'           => $post->post_name,
				'previousSlug'   => $previous_slug,
				'status'         => $post->post_status,
				'previousStatus' => $previous_status,
			),
			fn( $value ) => null !== $value
		);
	}
}
