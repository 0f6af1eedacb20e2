<?php
/**
 * PHPUnit bootstrap: loads the test site that run.sh installed (WordPress core, its database, the
 * active plugin), as one request that lasts the whole run. Tests end a "request" by flushing the
 * plugin's collected changes (Editor_Test_Case::end_request()); tests/support/request.php runs a
 * real one in its own process.
 *
 * @package FestivalSite\Tests
 */

require __DIR__ . '/wp-config.php';
require ABSPATH . 'wp-settings.php';
require_once ABSPATH . 'wp-admin/includes/admin.php';

if ( ! function_exists( 'FestivalSite\\changes' ) ) {
	fwrite( STDERR, "the festival-site plugin is not active on the test site\n" );
	exit( 1 );
}

require __DIR__ . '/support/class-captured-webhooks.php';
require __DIR__ . '/support/class-editor-test-case.php';
require __DIR__ . '/support/class-php-server.php';
require __DIR__ . '/support/class-site-receiver.php';
require __DIR__ . '/support/class-separate-request.php';
