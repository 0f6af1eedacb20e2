<?php
/**
 * Every ACF field group of the festival, declared in code (no field group to recreate by hand).
 * The GraphQL names are the ones WPGraphQL for ACF exposes in reference/wpgraphql-festival.graphql:
 * a group's `graphql_field_name` is its field on the node (`eventDetails`) and, capitalised, its
 * type (`EventDetails`); each field's `graphql_field_name` is its field in that type. ACF's meta
 * keys (`name`) are snake_case. tests/unit/wordpress/content-model.test.ts holds the names and
 * types to the reference schema.
 *
 * @package FestivalSite
 */

namespace FestivalSite;

defined( 'ABSPATH' ) || exit;

final class Field_Groups {
	/** A yes/no/unknown answer (venue accessibility): unknown until someone checks. */
	private const YES_NO_UNKNOWN = array(
		'yes'     => 'Yes',
		'no'      => 'No',
		'unknown' => 'Unknown',
	);

	/** The ticket button's states the site knows (components/event/ticket-button.tsx, event-status.tsx). */
	private const BUTTON_STATES = array(
		'on_sale'   => 'On sale',
		'few_left'  => 'Few tickets left',
		'sold_out'  => 'Sold out',
		'free'      => 'Free',
		'cancelled' => 'Cancelled',
		'postponed' => 'Postponed',
	);

	public static function register(): void {
		add_action( 'acf/init', array( self::class, 'add_local_field_groups' ) );
	}

	public static function add_local_field_groups(): void {
		if ( ! function_exists( 'acf_add_local_field_group' ) ) {
			return;
		}
		foreach ( self::all() as $group ) {
			acf_add_local_field_group( $group );
		}
	}

	/** Every field group, in the order the edit screens show them. */
	public static function all(): array {
		$about_sections = array(
			'aboutPop'       => array( 'about_pop', 'About POP', 'aboutPop' ),
			'artAbout'       => array( 'art', 'About: art', 'art' ),
			'filmAbout'      => array( 'film', 'About: film', 'film' ),
			'kidsAbout'      => array( 'kids', 'About: kids', 'kids' ),
			'marcheAbout'    => array( 'marche', 'About: marché', 'marche' ),
			'pucesAbout'     => array( 'puces', 'About: puces', 'puces' ),
			'symposiumAbout' => array( 'symposium', 'About: symposium', 'symposium' ),
		);
		$groups         = array(
			self::group(
				'eventDetails',
				'Event details',
				array( 'post_type', 'event' ),
				'Event',
				array(
					self::field( 'date_time_picker', 'showDatetime', 'show_datetime', 'Show starts', self::date_time() ),
					self::field( 'date_time_picker', 'doorsDatetime', 'doors_datetime', 'Doors open', self::date_time() ),
					self::field( 'date_time_picker', 'newDate', 'new_date', 'New date (when rescheduled)', self::date_time() ),
					self::field( 'post_object', 'eventVenue', 'event_venue', 'Venue', array( 'post_type' => array( 'venue' ), 'multiple' => 0, 'allow_null' => 1, 'return_format' => 'object', 'ui' => 1 ) ),
					self::field( 'relationship', 'eventArtists', 'event_artists', 'Artists', self::relationship( 'artist', 'field_festival_artist_details_artist_attached_events' ) ),
					self::field( 'text', 'price', 'price', 'Price' ),
					self::field( 'url', 'ticketUrl', 'ticket_url', 'Ticket link' ),
					self::field( 'select', 'buttonState', 'button_state', 'Ticket button', array( 'choices' => self::BUTTON_STATES, 'default_value' => 'on_sale', 'multiple' => 0, 'allow_null' => 1, 'return_format' => 'value' ) ),
					self::field( 'url', 'facebookEventUrl', 'facebook_event_url', 'Facebook event' ),
					self::field( 'text', 'eventFpId', 'event_fp_id', 'Festival programme id' ),
					self::field( 'textarea', 'performanceTimes', 'performance_times', 'Set times (one per line: "8:30 PM — Artist")', array( 'new_lines' => '' ) ),
				)
			),
			self::group(
				'artistDetails',
				'Artist details',
				array( 'post_type', 'artist' ),
				'Artist',
				array(
					self::field( 'text', 'artistHometown', 'artist_hometown', 'Hometown' ),
					self::field( 'relationship', 'artistAttachedEvents', 'artist_attached_events', 'Events', self::relationship( 'event', 'field_festival_event_details_event_artists' ) ),
					self::field( 'url', 'artistWebsiteUrl', 'artist_website_url', 'Website' ),
					self::field( 'url', 'artistAlbumTrackUrl', 'artist_album_track_url', 'Album or track to listen to' ),
					self::field( 'url', 'artistBandcampUrl', 'artist_bandcamp_url', 'Bandcamp' ),
					self::field( 'url', 'artistSpotifyUrl', 'artist_spotify_url', 'Spotify' ),
					self::field( 'url', 'artistSoundcloudUrl', 'artist_soundcloud_url', 'SoundCloud' ),
					self::field( 'url', 'artistYoutubeUrl', 'artist_youtube_url', 'YouTube' ),
					self::field( 'url', 'artistFacebookUrl', 'artist_facebook_url', 'Facebook' ),
					self::field( 'url', 'artistInstagramUrl', 'artist_instagram_url', 'Instagram' ),
					self::field( 'url', 'artistTwitterUrl', 'artist_twitter_url', 'Twitter / X' ),
				)
			),
			self::group(
				'venueDetails',
				'Venue details',
				array( 'post_type', 'venue' ),
				'Venue',
				array(
					self::field( 'text', 'streetAddress', 'street_address', 'Street address', array( 'instructions' => 'As a phone’s map app finds it: "5587 avenue Casgrain, Montréal, QC H2T 1X4".' ) ),
					self::field( 'number', 'latitude', 'latitude', 'Latitude', array( 'min' => -90, 'max' => 90, 'step' => 'any' ) ),
					self::field( 'number', 'longitude', 'longitude', 'Longitude', array( 'min' => -180, 'max' => 180, 'step' => 'any' ) ),
					self::field( 'radio', 'stepFreeEntrance', 'step_free_entrance', 'Step-free entrance', self::yes_no_unknown() ),
					self::field( 'radio', 'accessibleToilets', 'accessible_toilets', 'Accessible toilets', self::yes_no_unknown() ),
					self::field( 'radio', 'seating', 'seating', 'Seating available', self::yes_no_unknown() ),
					self::field( 'radio', 'hearingLoop', 'hearing_loop', 'Hearing loop', self::yes_no_unknown() ),
					self::field( 'textarea', 'transit', 'transit', 'Public transit (metro, bus, BIXI)', array( 'rows' => 3, 'new_lines' => '' ) ),
					self::field( 'textarea', 'gettingThere', 'getting_there', 'Getting there', array( 'rows' => 3, 'new_lines' => '', 'instructions' => 'A short note: which door, which floor, where to line up.' ) ),
				)
			),
			self::group(
				'newsOptions',
				'News options',
				array( 'post_type', 'post' ),
				'Post',
				array(
					self::field( 'textarea', 'newsIntro', 'news_intro', 'Intro', array( 'new_lines' => '' ) ),
					self::field( 'relationship', 'relatedNews', 'related_news', 'Related news', array( 'post_type' => array( 'post' ), 'return_format' => 'object', 'filters' => array( 'search' ) ) ),
				)
			),
			self::group(
				'categoryOptions',
				'Category options',
				array( 'taxonomy', 'category' ),
				'Category',
				array(
					self::field( 'image', 'categoryImage', 'category_image', 'Image', array( 'return_format' => 'array', 'preview_size' => 'medium' ) ),
				)
			),
			self::group(
				'popCategoryOptions',
				'Section options',
				array( 'post_type', 'pop_category' ),
				'PopCategory',
				array(
					self::field( 'text', 'popCategorySubtitle', 'pop_category_subtitle', 'Subtitle' ),
				)
			),
		);
		foreach ( $about_sections as $group_name => list( $key, $title, $prefix ) ) {
			$groups[] = self::about_group( $group_name, $key, $title, $prefix );
		}
		return $groups;
	}

	/** An about-page group of a festival section: `artAbout { artTitle artContent artSummary artCtaText artCtaUrl }`. */
	private static function about_group( string $group_name, string $key, string $title, string $prefix ): array {
		return self::group(
			$group_name,
			$title,
			array( 'post_type', 'pop_category' ),
			'PopCategory',
			array(
				self::field( 'text', $prefix . 'Title', $key . '_title', 'Title' ),
				self::field( 'wysiwyg', $prefix . 'Content', $key . '_content', 'Content', array( 'media_upload' => 1 ) ),
				self::field( 'textarea', $prefix . 'Summary', $key . '_summary', 'Summary', array( 'new_lines' => '' ) ),
				self::field( 'text', $prefix . 'CtaText', $key . '_cta_text', 'Button text' ),
				self::field( 'url', $prefix . 'CtaUrl', $key . '_cta_url', 'Button link' ),
			)
		);
	}

	/**
	 * @param array{0: string, 1: string} $location    One location rule: `post_type` or `taxonomy`, and its value.
	 * @param string                      $graphql_type The node type that gets the group's field.
	 */
	private static function group( string $graphql_name, string $title, array $location, string $graphql_type, array $fields ): array {
		$key = 'group_festival_' . self::snake( $graphql_name );
		return array(
			'key'                                   => $key,
			'title'                                 => $title,
			'fields'                                => array_map(
				fn( $field ) => array_merge( $field, array( 'key' => 'field_festival_' . self::snake( $graphql_name ) . '_' . $field['name'] ) ),
				$fields
			),
			'location'                              => array(
				array(
					array(
						'param'    => $location[0],
						'operator' => '==',
						'value'    => $location[1],
					),
				),
			),
			'position'                              => 'normal',
			'style'                                 => 'default',
			'active'                                => true,
			'show_in_rest'                          => 1,
			'show_in_graphql'                       => 1,
			'graphql_field_name'                    => $graphql_name,
			'map_graphql_types_from_location_rules' => 0,
			'graphql_types'                         => array( $graphql_type ),
		);
	}

	private static function field( string $type, string $graphql_name, string $name, string $label, array $extra = array() ): array {
		return array_merge(
			array(
				'label'              => $label,
				'name'               => $name,
				'type'               => $type,
				'required'           => 0,
				'show_in_graphql'    => 1,
				'graphql_field_name' => $graphql_name,
			),
			$extra
		);
	}

	/** Stored as ACF stores it; WPGraphQL for ACF 2.x answers RFC 3339, the legacy plugin this format. */
	private static function date_time(): array {
		return array(
			'display_format' => 'Y-m-d H:i',
			'return_format'  => 'Y-m-d H:i:s',
			'first_day'      => 1,
		);
	}

	/**
	 * Events and artists name each other; ACF (6.2+) keeps both sides in step.
	 *
	 * @param string $other_side The key of the field on the other side.
	 */
	private static function relationship( string $post_type, string $other_side ): array {
		return array(
			'post_type'            => array( $post_type ),
			'return_format'        => 'object',
			'filters'              => array( 'search' ),
			'bidirectional'        => 1,
			'bidirectional_target' => array( $other_side ),
		);
	}

	private static function yes_no_unknown(): array {
		return array(
			'choices'       => self::YES_NO_UNKNOWN,
			'default_value' => 'unknown',
			'layout'        => 'horizontal',
			'return_format' => 'value',
		);
	}

	private static function snake( string $camel ): string {
		return strtolower( preg_replace( '/(?<!^)[A-Z]/', '_$0', $camel ) );
	}
}
