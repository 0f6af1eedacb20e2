<?php
/**
 * Real requests, end to end: each editor's save runs as its own WordPress request (its own PHP
 * process, WordPress's own `shutdown`), and its webhooks travel over HTTP to a stand-in site on
 * a loopback port that checks the signature as the site does.
 *
 * @package FestivalSite\Tests
 */

final class EndToEndRequestTest extends Editor_Test_Case {
	private ?Site_Receiver $site = null;

	protected function tearDown(): void {
		if ( $this->site ) {
			$this->site->stop();
		}
		parent::tearDown();
	}

	public function test_a_request_that_saves_an_event_several_times_sends_one_signed_webhook_over_http(): void {
		$this->site = new Site_Receiver( self::REVALIDATE_SECRET );
		$event      = $this->published( 'event', 'Real Request Night' );
		$poster     = $this->image( 'real-request-poster' );

		$request = $this->request(
			array(
				array( 'wp_update_post', array( 'ID' => $event->ID, 'post_title' => 'Real Request Night (late show)' ) ),
				array( 'wp_update_post', array( 'ID' => $event->ID, 'post_name' => 'real-request-late-show' ) ),
				array( 'set_post_thumbnail', $event->ID, $poster ),
				array( 'wp_update_post', array( 'ID' => $event->ID, 'post_content' => 'Doors at 9.' ) ),
			),
			array( 'FESTIVAL_SITE_URL' => $this->site->url() . '/' )
		);

		$this->assertSame( 0, $request['exit'], $request['stderr'] );
		$this->assertSame( 'Real Request Night (late show)', get_the_title( $event->ID ) );
		$received = $this->site->requests();
		$this->assertCount( 1, $received, 'one webhook per post per request' );
		$this->assertSame( array( 'POST', '/api/revalidate', 'application/json', true ), array( $received[0]['method'], $received[0]['path'], $received[0]['contentType'], $received[0]['signatureValid'] ) );
		$this->assertSame(
			array(
				'sender'         => self::SENDER,
				'postId'         => $event->ID,
				'contentType'    => 'event',
				'slug'           => 'real-request-late-show',
				'previousSlug'   => $event->post_name,
				'status'         => 'publish',
				'previousStatus' => 'publish',
			),
			$received[0]['body']
		);
		$this->assertSame( array( true, 200 ), array( FestivalSite\Webhook_Log::results()[0]['ok'], FestivalSite\Webhook_Log::results()[0]['status'] ) );
	}

	public function test_a_site_that_refuses_the_connection_does_not_break_the_save_and_is_logged(): void {
		$venue   = $this->published( 'venue', 'Refused Connection Hall' );
		$request = $this->request(
			array( array( 'wp_update_post', array( 'ID' => $venue->ID, 'post_title' => 'Saved While The Site Is Down' ) ) ),
			array( 'FESTIVAL_SITE_URL' => 'http://127.0.0.1:' . Php_Server::free_port() )
		);

		$this->assertSame( 0, $request['exit'], $request['stderr'] );
		$this->assertSame( 'Saved While The Site Is Down', get_the_title( $venue->ID ) );
		$this->assertStringContainsString( "festival-site: webhook for venue {$venue->ID} failed: no answer:", $request['stderr'] );
		$failure = FestivalSite\Webhook_Log::latest_failure();
		$this->assertSame( array( $venue->ID, null ), array( $failure['body']['postId'], $failure['status'] ) );
		$this->assertMatchesRegularExpression( '/refused|connect/i', $failure['message'] );
	}

	public function test_a_site_that_does_not_answer_holds_the_request_no_longer_than_the_timeout(): void {
		$this->site = new Site_Receiver( self::REVALIDATE_SECRET );
		$first      = $this->published( 'artist', 'Slow Site One' );
		$second     = $this->published( 'artist', 'Slow Site Two' );

		$request = $this->request(
			array(
				array( 'wp_update_post', array( 'ID' => $first->ID, 'post_excerpt' => 'Edited.' ) ),
				array( 'wp_update_post', array( 'ID' => $second->ID, 'post_excerpt' => 'Edited too.' ) ),
			),
			array( 'FESTIVAL_SITE_URL' => $this->site->url( '/slow' ) )
		);
		$ended = microtime( true );

		$this->assertSame( 0, $request['exit'], $request['stderr'] );
		$received = $this->site->requests();
		$this->assertCount( 1, $received, 'after a timeout the rest of the request is not sent' );
		$this->assertLessThan( $received[0]['arrivedAt'] + 5, $ended, 'the request ended before the slow site answered' );
		list( $not_sent, $timed_out ) = FestivalSite\Webhook_Log::results();
		$this->assertSame( array( $first->ID, null ), array( $timed_out['body']['postId'], $timed_out['status'] ) );
		$this->assertGreaterThanOrEqual( 1900, $timed_out['ms'] );
		$this->assertLessThan( 2500, $timed_out['ms'] );
		$this->assertSame( array( $second->ID, false ), array( $not_sent['body']['postId'], $not_sent['sent'] ) );
	}

	public function test_without_the_secrets_nothing_is_sent_preview_stays_wordpress_and_the_admin_is_told(): void {
		$this->site = new Site_Receiver( self::REVALIDATE_SECRET );
		$page       = $this->published( 'page', 'Unsigned' );

		$request = $this->request(
			array(
				array( 'wp_update_post', array( 'ID' => $page->ID, 'post_content' => 'Changed.' ) ),
				array( 'get_preview_post_link', $page->ID ),
				array( 'admin_notices' ),
			),
			array(
				'FESTIVAL_SITE_URL'       => $this->site->url(),
				'FESTIVAL_TEST_CONSTANTS' => 'site-url-only',
			)
		);

		$this->assertSame( 0, $request['exit'], $request['stderr'] );
		$this->assertSame( array(), $this->site->requests() );
		$this->assertStringStartsWith( 'http://wordpress.test/', $request['results'][1] );
		$this->assertStringContainsString( 'set FESTIVAL_REVALIDATE_SECRET, FESTIVAL_PREVIEW_SECRET in wp-config.php', $request['results'][2] );
	}

	private function request( array $actions, array $env ): array {
		$request = Separate_Request::run( $actions, $env );
		wp_cache_flush();
		return $request;
	}
}
