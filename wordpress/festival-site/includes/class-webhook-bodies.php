<?php
/**
 * The webhook bodies for one request's changes, in the contract the site reads
 * (docs/wordpress.md, "The webhook"): one per post, term, menu language and settings language.
 *
 * @package FestivalSite
 */

namespace FestivalSite;

defined( 'ABSPATH' ) || exit;

final class Webhook_Bodies {
	/** Names this plugin and the version of the body format. */
	public const SENDER = 'festival-site-wordpress/1';

	/** The only status whose items the site's public API shows. */
	private const PUBLIC_STATUS = 'publish';

	/**
	 * @param array $changes What Change_Collector::take() returns.
	 * @return array<int, array> Bodies, posts first, then terms, menus and settings.
	 */
	public static function from_changes( array $changes ): array {
		$bodies = array();
		foreach ( $changes['posts'] ?? array() as $post_id => $record ) {
			$body = self::post_body( (int) $post_id, $record );
			if ( null !== $body ) {
				$bodies[] = $body;
			}
		}
		foreach ( $changes['terms'] ?? array() as $term_id => $record ) {
			$bodies[] = self::term_body( (int) $term_id, $record );
		}
		foreach ( $changes['menus'] ?? array() as $menu_id => $record ) {
			array_push( $bodies, ...self::menu_bodies( (int) $menu_id, $record ) );
		}
		foreach ( $changes['settings'] ?? array() as $language ) {
			$bodies[] = array(
				'sender'      => self::SENDER,
				'contentType' => 'settings',
				'language'    => $language,
			);
		}
		return $bodies;
	}

	/**
	 * A post's body: its slug and status now and before the request. A post that was not public
	 * before the request and is not public after it (a draft saved, autosaved or trashed) changes
	 * no page of the site: it gets none.
	 */
	private static function post_body( int $post_id, array $record ): ?array {
		$post = get_post( $post_id );
		if ( ! $post ) {
			$type   = $record['type'];
			$status = 'deleted';
			$slug   = $record['last_slug'] ?? $record['before_slug'] ?? '';
		} else {
			$type   = $post->post_type;
			$status = $post->post_status;
			$slug   = $post->post_name;
		}
		$previous_status = $record['before_status'] ?? $status;
		$previous_slug   = $record['before_slug'] ?? $slug;
		if ( self::PUBLIC_STATUS !== $status && self::PUBLIC_STATUS !== $previous_status ) {
			return null;
		}
		return self::without_nulls(
			array(
				'sender'         => self::SENDER,
				'postId'         => $post_id,
				'contentType'    => Content_Model::API_NAMES[ $type ] ?? $type,
				'language'       => ( 'deleted' === $status ? null : Languages::of_post( $post_id ) ) ?? $record['language'],
				'slug'           => self::slug( $slug ),
				'previousSlug'   => self::slug( $previous_slug ),
				'status'         => $status,
				'previousStatus' => $previous_status,
			)
		);
	}

	/** A term's body; a deleted term keeps the slug it had (slug and previousSlug alike). */
	private static function term_body( int $term_id, array $record ): array {
		$term = get_term( $term_id, $record['taxonomy'] );
		$slug = $term instanceof \WP_Term ? $term->slug : ( $record['last_slug'] ?? $record['before_slug'] );
		return self::without_nulls(
			array(
				'sender'       => self::SENDER,
				'contentType'  => 'term',
				'taxonomy'     => $record['taxonomy'],
				'termId'       => $term_id,
				'language'     => ( $term instanceof \WP_Term ? Languages::of_term( $term_id ) : null ) ?? $record['language'],
				'slug'         => self::slug( $slug ),
				'previousSlug' => self::slug( $record['before_slug'] ?? $slug ),
			)
		);
	}

	/**
	 * A menu's bodies: one per language of the locations it held before the request or holds after
	 * it (a menu that leaves a location changes the pages that showed it). A menu in no location
	 * before or after is on no page: it gets none.
	 */
	private static function menu_bodies( int $menu_id, array $record ): array {
		$keys        = array_unique( array_merge( $record['locations_before'], Menu_Locations::of_menu( $menu_id ) ) );
		$by_language = array();
		foreach ( $keys as $key ) {
			list( $location, $language )    = Menu_Locations::split( $key );
			$by_language[ $language ?? '' ][] = $location;
		}
		$bodies = array();
		foreach ( $by_language as $language => $locations ) {
			$bodies[] = self::without_nulls(
				array(
					'sender'      => self::SENDER,
					'contentType' => 'menu',
					'menuId'      => $menu_id,
					'locations'   => array_values( array_unique( $locations ) ),
					'language'    => '' === $language ? null : $language,
				)
			);
		}
		return $bodies;
	}

	/** A slug as WordPress stores it, or null for none (a draft never given one, a new post's "before"). */
	private static function slug( ?string $slug ): ?string {
		return null === $slug || '' === $slug ? null : $slug;
	}

	private static function without_nulls( array $body ): array {
		return array_filter( $body, fn( $value ) => null !== $value );
	}
}
