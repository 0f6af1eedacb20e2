<?php
/**
 * The stand-in site: a router script for PHP's built-in server (`php -S 127.0.0.1:PORT receiver.php`).
 * It records every request (one JSON line in RECEIVER_LOG, signature checked against
 * RECEIVER_SECRET as the site would) and answers as the site's /api/revalidate does. Under
 * `/slow/` it answers only after 5 s (longer than the plugin waits); under `/broken/` with a 500.
 *
 * @package FestivalSite\Tests
 */

$raw       = (string) file_get_contents( 'php://input' );
$headers   = array_change_key_case( getallheaders(), CASE_LOWER );
$timestamp = $headers['x-festival-timestamp'] ?? '';
$expected  = 'sha256=' . hash_hmac( 'sha256', $timestamp . '.' . $raw, (string) getenv( 'RECEIVER_SECRET' ) );
$path      = (string) parse_url( $_SERVER['REQUEST_URI'], PHP_URL_PATH );

file_put_contents(
	(string) getenv( 'RECEIVER_LOG' ),
	json_encode(
		array(
			'method'         => $_SERVER['REQUEST_METHOD'],
			'path'           => $path,
			'contentType'    => $headers['content-type'] ?? null,
			'timestamp'      => $timestamp,
			'signatureValid' => hash_equals( $expected, $headers['x-festival-signature'] ?? '' ),
			'body'           => json_decode( $raw, true ),
			'arrivedAt'      => microtime( true ),
		)
	) . "\n",
	FILE_APPEND | LOCK_EX
);

header( 'Content-Type: application/json' );
if ( str_starts_with( $path, '/slow/' ) ) {
	sleep( 5 );
} elseif ( str_starts_with( $path, '/broken/' ) ) {
	http_response_code( 500 );
	echo '{"error":"the site broke"}';
	return true;
}
echo '{"revalidated":true,"rendering":"scheduled"}';
return true;
