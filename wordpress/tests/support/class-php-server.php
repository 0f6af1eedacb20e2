<?php
/**
 * PHP's built-in web server on a free loopback port, running one router script: the stand-in
 * site (receiver.php) or the test WordPress itself (wordpress-router.php).
 *
 * @package FestivalSite\Tests
 */

final class Php_Server {
	public int $port;
	private $process;

	public function __construct( string $router, array $env = array(), ?int $port = null ) {
		$this->port    = $port ?? self::free_port();
		$this->process = proc_open(
			array( PHP_BINARY, '-S', "127.0.0.1:{$this->port}", $router ),
			array( array( 'file', '/dev/null', 'r' ), array( 'file', '/dev/null', 'w' ), array( 'file', '/dev/null', 'w' ) ),
			$pipes,
			null,
			array_merge( getenv(), $env )
		);
		$deadline = microtime( true ) + 10;
		while ( ! self::accepts( $this->port ) ) {
			if ( microtime( true ) > $deadline || ! proc_get_status( $this->process )['running'] ) {
				$this->stop();
				throw new RuntimeException( "PHP's server for $router did not start on 127.0.0.1:{$this->port}" );
			}
			usleep( 20000 );
		}
	}

	public function url( string $path = '' ): string {
		return "http://127.0.0.1:{$this->port}$path";
	}

	public function stop(): void {
		if ( is_resource( $this->process ) ) {
			proc_terminate( $this->process );
			proc_close( $this->process );
		}
	}

	/** A port no one listens on now (and nothing will, for the "site unreachable" case). */
	public static function free_port(): int {
		$socket = stream_socket_server( 'tcp://127.0.0.1:0' );
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
