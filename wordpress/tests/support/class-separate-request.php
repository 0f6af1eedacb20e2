<?php
/**
 * Runs one real WordPress request in its own process (request.php): its `shutdown` is WordPress's
 * own, and its webhooks go over HTTP to wherever FESTIVAL_SITE_URL points.
 *
 * @package FestivalSite\Tests
 */

final class Separate_Request {
	/**
	 * @param array $actions What the editor does (see request.php).
	 * @param array $env     Environment for the request: FESTIVAL_SITE_URL, FESTIVAL_TEST_NO_CONSTANTS.
	 * @return array{exit: int, results: mixed, stderr: string, seconds: float}
	 */
	public static function run( array $actions, array $env = array() ): array {
		$start   = microtime( true );
		$errors  = tempnam( sys_get_temp_dir(), 'festival-request' );
		$process = proc_open(
			array( PHP_BINARY, __DIR__ . '/request.php' ),
			array( array( 'pipe', 'r' ), array( 'pipe', 'w' ), array( 'file', $errors, 'w' ) ),
			$pipes,
			null,
			array_merge( getenv(), $env )
		);
		fwrite( $pipes[0], (string) json_encode( $actions ) );
		fclose( $pipes[0] );
		$stdout = (string) stream_get_contents( $pipes[1] );
		fclose( $pipes[1] );
		$exit   = proc_close( $process );
		$stderr = (string) file_get_contents( $errors );
		unlink( $errors );
		return array(
			'exit'    => $exit,
			'results' => json_decode( $stdout, true ),
			'stdout'  => $stdout,
			'stderr'  => $stderr,
			'seconds' => microtime( true ) - $start,
		);
	}
}
