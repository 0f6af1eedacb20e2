<?php
/**
 * The last webhooks and what the site answered, in one option (not autoloaded) that the settings
 * screen and the admin notice read; each failure also goes to PHP's error log.
 *
 * @package FestivalSite
 */

namespace FestivalSite;

defined( 'ABSPATH' ) || exit;

final class Webhook_Log {
	public const OPTION = 'festival_site_webhook_results';
	public const KEEP   = 20;

	/** Adds a request's results, newest first, and logs each failure. */
	public static function record( array $results ): void {
		if ( ! $results ) {
			return;
		}
		foreach ( $results as $result ) {
			if ( ! $result['ok'] ) {
				error_log( sprintf( 'festival-site: webhook for %s failed: %s', self::describe( $result['body'] ), self::outcome( $result ) ) ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log
			}
		}
		$kept = array_slice( array_merge( array_reverse( $results ), self::results() ), 0, self::KEEP );
		update_option( self::OPTION, $kept, false );
	}

	/** @return array<int, array> The kept results, newest first. */
	public static function results(): array {
		$results = get_option( self::OPTION, array() );
		return is_array( $results ) ? $results : array();
	}

	/** The newest result, if it failed (the admin notice shows it until a webhook gets through). */
	public static function latest_failure(): ?array {
		$latest = self::results()[0] ?? null;
		return is_array( $latest ) && empty( $latest['ok'] ) ? $latest : null;
	}

	/** What a body is about, in a few words: `event 123 (en)`, `term category 5`, `menu 4`, `settings (fr)`. */
	public static function describe( array $body ): string {
		$type     = (string) ( $body['contentType'] ?? '?' );
		$language = isset( $body['language'] ) ? ' (' . $body['language'] . ')' : '';
		switch ( $type ) {
			case 'term':
				return sprintf( 'term %s %d%s', $body['taxonomy'] ?? '?', $body['termId'] ?? 0, $language );
			case 'menu':
				return sprintf( 'menu %d%s', $body['menuId'] ?? 0, $language );
			case 'settings':
				return 'settings' . $language;
			default:
				return sprintf( '%s %d%s', $type, $body['postId'] ?? 0, $language );
		}
	}

	/** The site's answer (`HTTP 200: {…}`), why there was none, or why it was not sent. */
	public static function outcome( array $result ): string {
		if ( isset( $result['sent'] ) && ! $result['sent'] ) {
			return $result['message'];
		}
		$status = null === $result['status'] ? 'no answer' : 'HTTP ' . $result['status'];
		return '' === $result['message'] ? $status : $status . ': ' . $result['message'];
	}
}
