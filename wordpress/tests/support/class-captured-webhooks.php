<?php
/**
 * Catches the plugin's webhook POSTs inside the test process (WordPress's `pre_http_request`),
 * answers them as the site would, and keeps what was sent. tests/support/class-site-receiver.php
 * is the real HTTP receiver for the end-to-end tests.
 *
 * @package FestivalSite\Tests
 */

final class Captured_Webhooks {
	/** @var array<int, array{url: string, headers: array, raw: string, body: array, args: array}> */
	public array $sent = array();
	/** The answer the stand-in site gives: a response array, or a WP_Error for no answer. */
	public $answer;

	public function __construct() {
		$this->answer = array(
			'headers'  => array( 'content-type' => 'application/json' ),
			'body'     => '{"revalidated":true}',
			'response' => array(
				'code'    => 200,
				'message' => 'OK',
			),
			'cookies'  => array(),
		);
		add_filter( 'pre_http_request', array( $this, 'intercept' ), 10, 3 );
	}

	public function stop(): void {
		remove_filter( 'pre_http_request', array( $this, 'intercept' ), 10 );
	}

	public function intercept( $pre, $args, $url ) {
		if ( ! str_ends_with( (string) wp_parse_url( $url, PHP_URL_PATH ), '/api/revalidate' ) ) {
			return $pre;
		}
		$raw          = (string) $args['body'];
		$this->sent[] = array(
			'url'     => $url,
			'method'  => $args['method'],
			'headers' => $args['headers'],
			'raw'     => $raw,
			'body'    => json_decode( $raw, true ),
			'args'    => $args,
		);
		return $this->answer;
	}

	/** The bodies sent so far, decoded. */
	public function bodies(): array {
		return array_column( $this->sent, 'body' );
	}

	/** Makes the stand-in site answer with this status and body. */
	public function answer_with( int $status, string $body ): void {
		$this->answer['response'] = array(
			'code'    => $status,
			'message' => get_status_header_desc( $status ),
		);
		$this->answer['body']     = $body;
	}
}
