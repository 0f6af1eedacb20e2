<?php
/**
 * Collects, during one request, what changed and what it was BEFORE the request: each post's slug
 * and status, each term's slug, each menu's locations, each settings language. It hooks the
 * actions WordPress's own functions fire (wp_insert_post, wp_update_post, wp_publish_post,
 * wp_trash_post, wp_untrash_post, wp_delete_post, set_post_thumbnail, wp_update_term,
 * wp_update_nav_menu_object, wp_update_nav_menu_item, set_theme_mod, update_option) and whatever
 * saves ACF fields. The first sighting of an item in the request records its "before";
 * Webhook_Bodies reads the "after" at the end of the request.
 *
 * @package FestivalSite
 */

namespace FestivalSite;

defined( 'ABSPATH' ) || exit;

final class Change_Collector {
	/** Post id → {type, before_status, before_slug, language, last_slug}. */
	private array $posts = array();
	/** Term id → {taxonomy, before_slug, language, last_slug}. */
	private array $terms = array();
	/** Menu id → {locations_before}. */
	private array $menus = array();
	/** Languages whose site settings changed. */
	private array $settings = array();

	public function register(): void {
		add_action( 'transition_post_status', array( $this, 'on_transition_post_status' ), 1, 3 );
		add_action( 'post_updated', array( $this, 'on_post_updated' ), 1, 3 );
		add_action( 'before_delete_post', array( $this, 'on_before_delete_post' ), 1 );
		foreach ( array( 'added_post_meta', 'updated_post_meta', 'deleted_post_meta' ) as $meta_action ) {
			add_action( $meta_action, array( $this, 'on_post_meta' ), 10, 3 );
		}
		add_action( 'acf/save_post', array( $this, 'on_acf_save' ), 1 );

		add_action( 'created_term', array( $this, 'on_created_term' ), 10, 3 );
		add_action( 'edit_terms', array( $this, 'on_term_change' ), 1, 2 );
		add_action( 'edited_term', array( $this, 'on_edited_term' ), 10, 3 );
		add_action( 'pre_delete_term', array( $this, 'on_pre_delete_term' ), 1, 2 );

		add_action( 'wp_update_nav_menu', array( $this, 'note_menu' ) );
		add_action( 'wp_add_nav_menu_item', array( $this, 'note_menu' ) );
		add_action( 'wp_update_nav_menu_item', array( $this, 'note_menu' ) );
		add_filter( 'pre_set_theme_mod_nav_menu_locations', array( $this, 'on_menu_locations' ), 1, 2 );

		add_action( 'added_option', array( $this, 'on_option' ) );
		add_action( 'updated_option', array( $this, 'on_option' ) );
		add_action( 'deleted_option', array( $this, 'on_option' ) );
	}

	/** This request's changes, handed over once; the collector starts empty again. */
	public function take(): array {
		$changes        = array(
			'posts'    => $this->posts,
			'terms'    => $this->terms,
			'menus'    => $this->menus,
			'settings' => array_keys( $this->settings ),
		);
		$this->posts    = array();
		$this->terms    = array();
		$this->menus    = array();
		$this->settings = array();
		return $changes;
	}

	/** Before WordPress deletes a post for good: it is as it was. */
	public function note_post( $post_id ): void {
		$post = get_post( (int) $post_id );
		if ( $post && $this->is_tracked( $post->post_type ) ) {
			$this->remember_post( $post, $post->post_status, $post->post_name );
		}
	}

	/**
	 * A change that leaves status and slug alone (featured image, ACF fields). It may come in the
	 * middle of wp_insert_post, after the new status is written: the hooks that know the status
	 * and slug from before say them; when none does, they are what the post has at the end.
	 */
	public function touch_post( $post_id ): void {
		$post = get_post( (int) $post_id );
		if ( $post && $this->is_tracked( $post->post_type ) ) {
			$this->remember_post( $post, null, null );
		}
	}

	/** Fires before post_updated within wp_insert_post: the status before, and none for a new post. */
	public function on_transition_post_status( $new_status, $old_status, $post ): void {
		if ( $post instanceof \WP_Post && $this->is_tracked( $post->post_type ) ) {
			$this->remember_post( $post, (string) $old_status, 'new' === $old_status ? '' : null );
		}
	}

	/** wp_insert_post's copy of the post from before the update (before a trash suffix, too). */
	public function on_post_updated( $post_id, $post_after, $post_before ): void {
		if ( $post_before instanceof \WP_Post && $this->is_tracked( $post_before->post_type ) ) {
			$this->remember_post( $post_before, $post_before->post_status, $post_before->post_name );
		}
	}

	public function on_before_delete_post( $post_id ): void {
		$post = get_post( (int) $post_id );
		if ( ! $post ) {
			return;
		}
		if ( 'nav_menu_item' === $post->post_type ) {
			$menus = wp_get_object_terms( $post->ID, 'nav_menu', array( 'fields' => 'ids' ) );
			foreach ( is_array( $menus ) ? $menus : array() as $menu_id ) {
				$this->note_menu( $menu_id );
			}
			return;
		}
		$this->note_post( $post->ID );
	}

	/** A featured image set, changed or removed (set_post_thumbnail, delete_post_thumbnail). */
	public function on_post_meta( $meta_ids, $object_id, $meta_key ): void {
		if ( '_thumbnail_id' === $meta_key ) {
			$this->touch_post( $object_id );
		}
	}

	/** ACF saved fields: of a post (its id) or of a term (`term_5`). */
	public function on_acf_save( $acf_id ): void {
		if ( is_numeric( $acf_id ) ) {
			$this->touch_post( (int) $acf_id );
		} elseif ( is_string( $acf_id ) && preg_match( '/^term_(\d+)$/', $acf_id, $match ) ) {
			$term = get_term( (int) $match[1] );
			if ( $term instanceof \WP_Term ) {
				$this->on_term_change( $term->term_id, $term->taxonomy );
			}
		}
	}

	public function on_created_term( $term_id, $tt_id, $taxonomy ): void {
		if ( in_array( $taxonomy, Content_Model::TAXONOMIES, true ) && ! isset( $this->terms[ (int) $term_id ] ) ) {
			$this->terms[ (int) $term_id ] = $this->term_record( (int) $term_id, (string) $taxonomy, '' );
		}
	}

	/** Before wp_update_term writes: the slug the term had. */
	public function on_term_change( $term_id, $taxonomy ): void {
		if ( ! in_array( $taxonomy, Content_Model::TAXONOMIES, true ) || isset( $this->terms[ (int) $term_id ] ) ) {
			return;
		}
		$term                          = get_term( (int) $term_id, (string) $taxonomy );
		$slug                          = $term instanceof \WP_Term ? $term->slug : null;
		$this->terms[ (int) $term_id ] = $this->term_record( (int) $term_id, (string) $taxonomy, $slug );
	}

	public function on_edited_term( $term_id, $tt_id, $taxonomy ): void {
		$this->on_term_change( $term_id, $taxonomy );
	}

	public function on_pre_delete_term( $term_id, $taxonomy ): void {
		if ( 'nav_menu' === $taxonomy ) {
			$this->note_menu( $term_id );
			return;
		}
		$this->on_term_change( $term_id, $taxonomy );
	}

	/** Records the locations a menu has before the request changes them. */
	public function note_menu( $menu_id ): void {
		$menu_id = (int) $menu_id;
		if ( $menu_id > 0 && ! isset( $this->menus[ $menu_id ] ) ) {
			$this->menus[ $menu_id ] = array( 'locations_before' => Menu_Locations::of_menu( $menu_id ) );
		}
	}

	/** set_theme_mod( 'nav_menu_locations' ): every menu that enters or leaves a location. The value is left as it is. */
	public function on_menu_locations( $locations, $previous ) {
		$after_all  = is_array( $locations ) ? $locations : array();
		$before_all = is_array( $previous ) ? $previous : array();
		foreach ( array_unique( array_merge( array_keys( $after_all ), array_keys( $before_all ) ) ) as $location ) {
			$before = (int) ( $before_all[ $location ] ?? 0 );
			$after  = (int) ( $after_all[ $location ] ?? 0 );
			if ( $before !== $after ) {
				$this->note_menu( $before );
				$this->note_menu( $after );
			}
		}
		return $locations;
	}

	public function on_option( $option ): void {
		$language = Site_Settings::language_of_option( (string) $option );
		if ( null !== $language ) {
			$this->settings[ $language ] = true;
		}
	}

	private function is_tracked( string $post_type ): bool {
		return isset( Content_Model::API_NAMES[ $post_type ] );
	}

	/**
	 * Keeps the first status and slug said to be from before the request (each may come from a
	 * different hook: transition_post_status knows the status, post_updated the slug), and the
	 * latest slug and language (a post deleted for good has neither afterwards).
	 */
	private function remember_post( \WP_Post $post, ?string $status, ?string $slug ): void {
		$record = $this->posts[ $post->ID ] ?? array(
			'type'          => $post->post_type,
			'before_status' => null,
			'before_slug'   => null,
			'language'      => null,
		);
		$record['before_status'] ??= $status;
		$record['before_slug']   ??= $slug;
		$record['last_slug']       = $post->post_name;
		$record['language']        = Languages::of_post( $post->ID ) ?? $record['language'];
		$this->posts[ $post->ID ]  = $record;
	}

	private function term_record( int $term_id, string $taxonomy, ?string $before_slug ): array {
		$term = get_term( $term_id, $taxonomy );
		return array(
			'taxonomy'    => $taxonomy,
			'before_slug' => $before_slug,
			'last_slug'   => $term instanceof \WP_Term ? $term->slug : $before_slug,
			'language'    => Languages::of_term( $term_id ),
		);
	}
}
