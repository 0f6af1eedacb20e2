<?php
/**
 * What the web team sees in the admin: Settings → Festival site (constants, required plugins, the
 * last webhooks) and the notices; and what happens to a save when the site answers badly or not
 * at all.
 *
 * @package FestivalSite\Tests
 */

final class AdminScreenTest extends Editor_Test_Case {
	private string $error_log;
	private $previous_error_log;

	protected function setUp(): void {
		parent::setUp();
		$this->error_log          = tempnam( sys_get_temp_dir(), 'festival-error-log' );
		$this->previous_error_log = ini_set( 'error_log', $this->error_log );
	}

	protected function tearDown(): void {
		ini_set( 'error_log', (string) $this->previous_error_log );
		unlink( $this->error_log );
		parent::tearDown();
	}

	public function test_the_settings_screen_shows_each_constant_state_and_never_a_secret(): void {
		$screen = $this->output( array( FestivalSite\Admin_Screen::class, 'render' ) );
		$this->assertStringContainsString( '<code>FESTIVAL_SITE_URL</code></td><td>' . FESTIVAL_SITE_URL . '</td>', $screen );
		$this->assertStringContainsString( '<code>FESTIVAL_REVALIDATE_SECRET</code></td><td>set</td>', $screen );
		$this->assertStringContainsString( '<code>FESTIVAL_PREVIEW_SECRET</code></td><td>set</td>', $screen );
		$this->assertStringNotContainsString( FESTIVAL_REVALIDATE_SECRET, $screen );
		$this->assertStringNotContainsString( esc_html( FESTIVAL_PREVIEW_SECRET ), $screen );
		$this->assertStringContainsString( 'None sent yet', $screen );
	}

	public function test_the_settings_screen_and_a_notice_name_the_required_plugins_that_are_not_active(): void {
		$screen = $this->output( array( FestivalSite\Admin_Screen::class, 'render' ) );
		foreach ( array( 'WPGraphQL', 'Advanced Custom Fields', 'WPGraphQL for ACF', 'Polylang', 'WPGraphQL Polylang' ) as $plugin ) {
			$this->assertMatchesRegularExpression( '#>' . preg_quote( $plugin, '#' ) . '</a></td><td><strong>not active</strong>#', $screen );
		}
		$this->assertStringContainsString( 'the site needs WPGraphQL, Advanced Custom Fields, WPGraphQL for ACF, Polylang, WPGraphQL Polylang active', $this->output( array( FestivalSite\Admin_Screen::class, 'notices' ) ) );
	}

	public function test_an_error_answer_is_logged_shown_to_editors_and_cleared_by_the_next_webhook_that_gets_through(): void {
		$post = $this->published( 'event', 'Broken Site Night' );
		$this->webhooks->answer_with( 500, "{\"error\":\"the content server did not answer\"}\n" );
		wp_update_post( array( 'ID' => $post->ID, 'post_content' => 'Saved anyway.' ) );
		$this->end_request();
		$this->assertSame( 'Saved anyway.', get_post_field( 'post_content', $post->ID ) );

		$latest = FestivalSite\Webhook_Log::latest_failure();
		$this->assertSame( array( false, 500, '{"error":"the content server did not answer"}' ), array( $latest['ok'], $latest['status'], $latest['message'] ) );
		$this->assertStringContainsString( "festival-site: webhook for event {$post->ID} failed: HTTP 500: {\"error\":\"the content server did not answer\"}", file_get_contents( $this->error_log ) );

		wp_set_current_user( $this->editor() );
		$notice = $this->output( array( FestivalSite\Admin_Screen::class, 'notices' ) );
		$this->assertStringContainsString( "The site did not take the last change (event {$post->ID}, ", $notice );
		$this->assertStringContainsString( 'HTTP 500: {&quot;error&quot;:&quot;the content server did not answer&quot;}', $notice );
		$this->assertStringNotContainsString( 'needs WPGraphQL', $notice, 'configuration notices are for administrators' );

		wp_set_current_user( 1 );
		$screen = $this->output( array( FestivalSite\Admin_Screen::class, 'render' ) );
		$this->assertStringContainsString( "<td>event {$post->ID}</td><td><strong>no</strong></td><td>HTTP 500:", $screen );

		$this->webhooks->answer_with( 200, '{"revalidated":true}' );
		wp_update_post( array( 'ID' => $post->ID, 'post_content' => 'And again.' ) );
		$this->end_request();
		$this->assertNull( FestivalSite\Webhook_Log::latest_failure() );
		$this->assertStringNotContainsString( 'did not take', $this->output( array( FestivalSite\Admin_Screen::class, 'notices' ) ) );
		$this->assertStringContainsString( "<td>event {$post->ID}</td><td>yes</td><td>HTTP 200: {&quot;revalidated&quot;:true}", $this->output( array( FestivalSite\Admin_Screen::class, 'render' ) ) );
	}

	public function test_when_the_site_does_not_answer_the_saves_stand_and_the_rest_of_the_request_is_not_sent(): void {
		$first  = $this->published( 'artist', 'Unreachable One' );
		$second = $this->published( 'artist', 'Unreachable Two' );
		$sent   = count( $this->webhooks->sent );
		$this->webhooks->answer = new WP_Error( 'http_request_failed', 'cURL error 28: Operation timed out after 2001 milliseconds' );
		wp_update_post( array( 'ID' => $first->ID, 'post_title' => 'Unreachable One, saved' ) );
		wp_update_post( array( 'ID' => $second->ID, 'post_title' => 'Unreachable Two, saved' ) );
		$this->end_request();

		$this->assertSame( array( 'Unreachable One, saved', 'Unreachable Two, saved' ), array( get_the_title( $first->ID ), get_the_title( $second->ID ) ) );
		$this->assertCount( $sent + 1, $this->webhooks->sent, 'one timeout per request, not one per item' );
		list( $not_sent, $timed_out ) = FestivalSite\Webhook_Log::results();
		$this->assertSame( array( $second->ID, false, false ), array( $not_sent['body']['postId'], $not_sent['sent'], $not_sent['ok'] ) );
		$this->assertSame( array( $first->ID, null ), array( $timed_out['body']['postId'], $timed_out['status'] ) );
		$log = file_get_contents( $this->error_log );
		$this->assertStringContainsString( "webhook for artist {$first->ID} failed: no answer: cURL error 28: Operation timed out", $log );
		$this->assertStringContainsString( "webhook for artist {$second->ID} failed: not sent: the site did not answer the webhook before it", $log );
	}

	public function test_the_log_keeps_the_last_twenty_results(): void {
		$post = $this->published( 'venue', 'Busy Venue' );
		for ( $i = 1; $i <= 22; $i++ ) {
			wp_update_post( array( 'ID' => $post->ID, 'post_excerpt' => "Edit $i" ) );
			$this->end_request();
		}
		$this->assertCount( 20, FestivalSite\Webhook_Log::results() );
	}

	private function output( callable $render ): string {
		ob_start();
		$render();
		return (string) ob_get_clean();
	}

	private function editor(): int {
		$user = get_user_by( 'login', 'festival-editor' );
		return $user ? $user->ID : wp_insert_user(
			array(
				'user_login' => 'festival-editor',
				'user_pass'  => wp_generate_password(),
				'role'       => 'editor',
			)
		);
	}
}
