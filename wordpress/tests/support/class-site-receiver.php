<?php
/**
 * Starts the stand-in site (receiver.php under PHP's built-in server) on a free loopback port
 * (or FESTIVAL_TEST_RECEIVER_PORT), and reads back what it received.
 *
 * @package FestivalSite\Tests
 */

final class Site_Receiver {
	public int $port;
	private $process;
	private string $log;

	public function __construct( string $secret ) {
		$this->port = (int) ( getenv( 'FESTIVAL_TEST_RECEIVER_PORT' ) ?: self::free_port() );
		$this->log  = tempnam( sys_get_temp_dir(), 'festival-receiver' );
		$env        = array_merge(
			getenv(),
			array(
				'RECEIVER_LOG'    => $this->log,
				'RECEIVER_SECRET' => $secret,
			)
		);
		$this->process = proc_open(
			array( PHP_BINARY, '-S', "127.0.0.1:{$this->port}", __DIR__ . '/receiver.php' ),
			array( array( 'file', '/dev/null', 'r' ), array( 'file', '/dev/null', 'w' ), array( 'file', '/dev/null', 'w' ) ),
			$pipes,
			null,
			$env
		);
		$deadline = microtime( true ) + 10;
		while ( ! self::accepts( $this->port ) ) {
			if ( microtime( true ) > $deadline || ! proc_get_status( $this->process )['running'] ) {
				$this->stop();
				throw new RuntimeException( "the stand-in site did not start on 127.0.0.1:{$this->port}" );
			}
			usleep( 20000 );
		}
	}

	/** The site's origin, with an optional path prefix (`/slow`, `/broken`). */
	public function url( string $prefix = '' ): string {
		return "http://127.0.0.1:{$this->port}$prefix";
	}

	/** Every request received so far, in order. */
	public function requests(): array {
		$lines = file( $this->log, FILE_IGNORE_NEW_LINES | FILE_SKIP_EMPTY_LINES );
		return array_map( fn( $line ) => json_decode( $line, true ), $lines ? $lines : array() );
	}

	public function stop(): void {
		if ( is_resource( $this->process ) ) {
			proc_terminate( $this->process );
			proc_close( $this->process );
		}
		if ( is_file( $this->log ) ) {
			unlink( $this->log );
		}
	}

	/** A port no one listens on now (and nothing will, for the "site unreachable" case). */
	public static function free_port(): int {
		$socket = stream_socket_server( 'tcp://127.0.0.1:0', $errno, $error );
		$name   = stream_socket_get_name( $socket, false );
		fclose( $socket );
		return (int) substr( strrchr( $name, ':' ), 1 );
	}

	private static function accepts( int $port ): bool {
		$connection = @fsockopen( '127.0.0.1', $port, $errno, $error, 0.2 ); // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged -- refused until it listens.
		if ( ! $connection ) {
			return false;
		}
		fclose( $connection );
		return true;
	}
}
