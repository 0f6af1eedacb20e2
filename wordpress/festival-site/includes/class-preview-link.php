<?php
/**
 * Points WordPress's Preview button (classic and block editor: both use get_preview_post_link())
 * at the site: `{FESTIVAL_SITE_URL}/api/preview?secret=…&type=event&id=123&lang=fr`. The site
 * checks the secret, finds the draft by id as the editor, turns Draft Mode on and redirects to the
 * item's own URL in its language (docs/wordpress.md, "Draft preview").
 *
 * @package FestivalSite
 */

namespace FestivalSite;

defined( 'ABSPATH' ) || exit;

final class Preview_Link {
	public const PATH = '/api/preview';

	public static function register(): void {
		add_filter( 'preview_post_link', array( self::class, 'filter' ), 10, 2 );
	}

	/** The site's preview link for previewable types; WordPress's own otherwise or when not configured. */
	public static function filter( $link, $post ) {
		$post = get_post( $post );
		if ( ! $post ) {
			return $link;
		}
		return self::for_post( $post ) ?? $link;
	}

	public static function for_post( \WP_Post $post ): ?string {
		$site   = Config::site_url();
		$secret = Config::preview_secret();
		if ( null === $site || null === $secret || ! in_array( $post->post_type, Content_Model::PREVIEWABLE, true ) ) {
			return null;
		}
		$query = array(
			'secret' => $secret,
			'type'   => Content_Model::API_NAMES[ $post->post_type ],
			'id'     => $post->ID,
			'lang'   => Languages::of_post( $post->ID ) ?? Languages::default_language(),
		);
		return $site . self::PATH . '?' . http_build_query( $query, '', '&', PHP_QUERY_RFC3986 );
	}
}
