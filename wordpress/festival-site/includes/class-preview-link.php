<?php
/**
 * Points WordPress's Preview button at the site (the classic editor and the block editor's
 * preview of a published post's changes use get_preview_post_link(); the block editor's preview
 * of a draft opens the draft's WordPress address, which sends the editor on): `{FESTIVAL_SITE_URL}/api/preview?secret=…&type=event&id=123&lang=fr`. The site
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
		// Before redirect_canonical (priority 10) sends the preview elsewhere.
		add_action( 'template_redirect', array( self::class, 'redirect_front_end_preview' ), 1 );
	}

	/**
	 * The block editor previews a draft at its WordPress address (`/?p=123&preview=true`), not
	 * through preview_post_link: the editor who opens it is sent on to the site's preview.
	 */
	public static function redirect_front_end_preview(): void {
		$post = is_preview() ? get_queried_object() : null;
		$link = $post instanceof \WP_Post ? self::for_post( $post ) : null;
		if ( null !== $link ) {
			// wp_safe_redirect() would refuse the site's host: it is another origin by design.
			wp_redirect( $link, 302, 'Festival site' ); // phpcs:ignore WordPress.Security.SafeRedirect.wp_redirect_wp_redirect
			exit;
		}
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
