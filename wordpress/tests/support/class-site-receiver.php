<?php
/**
 * The stand-in site (receiver.php) on a free loopback port (or FESTIVAL_TEST_RECEIVER_PORT), and
 * what it received.
 *
 * @package FestivalSite\Tests
 */

final class Site_Receiver {
	private Php_Server $server;
	private string $log;

	public function __construct( string $secret ) {
		$this->log    = tempnam( sys_get_temp_dir(), 'festival-receiver' );
		$port         = getenv( 'FESTIVAL_TEST_RECEIVER_PORT' ) ? (int) getenv( 'FESTIVAL_TEST_RECEIVER_PORT' ) : null;
		$this->server = new Php_Server(
			__DIR__ . '/receiver.php',
			array(
				'RECEIVER_LOG'    => $this->log,
				'RECEIVER_SECRET' => $secret,
			),
			$port
		);
	}

	/** The site's origin, with an optional path prefix (`/slow`, `/broken`). */
	public function url( string $prefix = '' ): string {
		return $this->server->url( $prefix );
	}

	/** Every request received so far, in order. */
	public function requests(): array {
		$lines = file( $this->log, FILE_IGNORE_NEW_LINES | FILE_SKIP_EMPTY_LINES );
		return array_map( fn( $line ) => json_decode( $line, true ), $lines ? $lines : array() );
	}

	public function stop(): void {
		$this->server->stop();
		if ( is_file( $this->log ) ) {
			unlink( $this->log );
		}
	}
}
