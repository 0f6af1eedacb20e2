<?php
/**
 * Sends webhook bodies to the site's /api/revalidate, signed: `X-Festival-Timestamp` (Unix
 * seconds) and `X-Festival-Signature: sha256=<hex HMAC-SHA256 of "<timestamp>.<raw body>">` with
 * FESTIVAL_REVALIDATE_SECRET. Each waits at most TIMEOUT_SECONDS for the answer (enough for the
 * site, which answers before it renders); once the site fails to answer, the rest of the
 * request's bodies are not sent, so a site that is down costs an editor one timeout, not one per
 * item of a bulk edit.
 *
 * @package FestivalSite
 */

namespace FestivalSite;

defined( 'ABSPATH' ) || exit;

final class Webhook_Sender {
	public const TIMEOUT_SECONDS = 2;
	public const PATH            = '/api/revalidate';

	/**
	 * @param array<int, array> $bodies
	 * @return array<int, array> One result per body: {time, body, sent, ok, status (null: no answer), message, ms}.
	 */
	public function send_all( array $bodies ): array {
		$results     = array();
		$unreachable = null;
		foreach ( $bodies as $body ) {
			if ( null !== $unreachable ) {
				$results[] = self::result( $body, false, null, sprintf( 'not sent: the site did not answer the webhook before it (%s)', $unreachable ), 0, false );
				continue;
			}
			$result    = $this->send( $body );
			$results[] = $result;
			if ( null === $result['status'] ) {
				$unreachable = $result['message'];
			}
		}
		return $results;
	}

	/** One signed POST; its result says what the site answered, or why it did not. */
	public function send( array $body ): array {
		$url    = Config::site_url() . self::PATH;
		$secret = (string) Config::revalidate_secret();
		$json   = (string) wp_json_encode( $body, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE );
		$time   = (string) time();
		$start  = microtime( true );

		$response = wp_remote_post(
			$url,
			array(
				'timeout'     => self::TIMEOUT_SECONDS,
				'redirection' => 0,
				'blocking'    => true,
				'headers'     => array(
					'Content-Type'         => 'application/json',
					'X-Festival-Timestamp' => $time,
					'X-Festival-Signature' => 'sha256=' . self::signature( $time, $json, $secret ),
				),
				'body'        => $json,
				'data_format' => 'body',
			)
		);
		$ms = (int) round( ( microtime( true ) - $start ) * 1000 );

		if ( is_wp_error( $response ) ) {
			return self::result( $body, false, null, $response->get_error_message(), $ms );
		}
		$status = (int) wp_remote_retrieve_response_code( $response );
		$answer = trim( preg_replace( '/\s+/', ' ', (string) wp_remote_retrieve_body( $response ) ) );
		return self::result( $body, $status >= 200 && $status < 300, $status, mb_substr( $answer, 0, 300 ), $ms );
	}

	/** The hex HMAC-SHA256 of "<timestamp>.<raw body>": what the site recomputes to trust a body. */
	public static function signature( string $timestamp, string $raw_body, string $secret ): string {
		return hash_hmac( 'sha256', $timestamp . '.' . $raw_body, $secret );
	}

	private static function result( array $body, bool $ok, ?int $status, string $message, int $ms, bool $sent = true ): array {
		return array(
			'time'    => time(),
			'body'    => $body,
			'sent'    => $sent,
			'ok'      => $ok,
			'status'  => $status,
			'message' => $message,
			'ms'      => $ms,
		);
	}
}
