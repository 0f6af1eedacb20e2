<?php
/**
 * wp-config for the test site that run.sh installs: Debian's WordPress core (/usr/share/wordpress)
 * untouched, its database on the private MariaDB socket, its wp-content (holding a copy of the
 * plugin) in run.sh's temporary folder. Everything comes from the environment run.sh exports.
 *
 * @package FestivalSite\Tests
 */

foreach ( array( 'FESTIVAL_WP_DB_SOCKET', 'FESTIVAL_WP_CONTENT_DIR' ) as $required ) {
	if ( ! getenv( $required ) ) {
		fwrite( STDERR, "$required is not set: run wordpress/tests/run.sh\n" );
		exit( 1 );
	}
}

define( 'DB_NAME', 'festival_wordpress_tests' );
define( 'DB_USER', 'root' );
define( 'DB_PASSWORD', '' );
define( 'DB_HOST', 'localhost:' . getenv( 'FESTIVAL_WP_DB_SOCKET' ) );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );
$table_prefix = 'wp_'; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited

define( 'ABSPATH', rtrim( getenv( 'FESTIVAL_WP_CORE' ) ?: '/usr/share/wordpress', '/' ) . '/' );
define( 'WP_CONTENT_DIR', getenv( 'FESTIVAL_WP_CONTENT_DIR' ) );
define( 'WP_HOME', 'http://wordpress.test' );
define( 'WP_SITEURL', 'http://wordpress.test' );
define( 'WP_CONTENT_URL', 'http://wordpress.test/wp-content' );

foreach ( array( 'AUTH_KEY', 'SECURE_AUTH_KEY', 'LOGGED_IN_KEY', 'NONCE_KEY', 'AUTH_SALT', 'SECURE_AUTH_SALT', 'LOGGED_IN_SALT', 'NONCE_SALT' ) as $key ) {
	define( $key, 'festival-site tests: ' . $key );
}

define( 'WP_DEBUG', true );
define( 'WP_DEBUG_DISPLAY', false );
define( 'DISABLE_WP_CRON', true );
define( 'AUTOMATIC_UPDATER_DISABLED', true );
// No call leaves the machine; the stand-in site listens on 127.0.0.1.
define( 'WP_HTTP_BLOCK_EXTERNAL', true );
define( 'WP_ACCESSIBLE_HOSTS', '127.0.0.1' );

// The plugin's constants, as a site's wp-config.php sets them; FESTIVAL_TEST_CONSTANTS=site-url-only
// leaves the secrets out. Port 9 (discard) is closed: in-process tests catch their webhooks.
define( 'FESTIVAL_SITE_URL', getenv( 'FESTIVAL_SITE_URL' ) ?: 'http://127.0.0.1:9' );
if ( 'site-url-only' !== getenv( 'FESTIVAL_TEST_CONSTANTS' ) ) {
	define( 'FESTIVAL_REVALIDATE_SECRET', 'test-revalidate-secret' );
	define( 'FESTIVAL_PREVIEW_SECRET', 'test preview secret/+&=' );
}

// A request from the command line, as WordPress expects one from a web server.
if ( 'cli' !== PHP_SAPI ) {
	return;
}
$_SERVER['HTTP_HOST']       = 'wordpress.test';
$_SERVER['SERVER_NAME']     = 'wordpress.test';
$_SERVER['SERVER_PORT']     = '80';
$_SERVER['REQUEST_URI']     = '/';
$_SERVER['REQUEST_METHOD']  = 'GET';
$_SERVER['SERVER_PROTOCOL'] = 'HTTP/1.1';
$_SERVER['REMOTE_ADDR']     = '127.0.0.1';
