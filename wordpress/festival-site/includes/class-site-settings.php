<?php
/**
 * The festival's site settings (address, phone, social links, newsletter form, hide-the-menu), one
 * set per language, in the option `pop_settings_{language}`: an admin page (Site settings) to edit
 * them, and `popSettings(language:)` in GraphQL, as the reference schema has it (queries/shell.ts).
 *
 * @package FestivalSite
 */

namespace FestivalSite;

defined( 'ABSPATH' ) || exit;

final class Site_Settings {
	public const OPTION_PREFIX = 'pop_settings_';
	public const PAGE          = 'festival-site-settings';
	/** Editors keep these up to date; they are content, not configuration. */
	public const CAPABILITY = 'edit_others_posts';

	/**
	 * The fields of `PopSettings`: GraphQL name → [kind (text, url, boolean), label].
	 */
	public const FIELDS = array(
		'popAddress'         => array( 'text', 'Street address' ),
		'popCity'            => array( 'text', 'City' ),
		'popProvince'        => array( 'text', 'Province' ),
		'popPostalCode'      => array( 'text', 'Postal code' ),
		'popPhone'           => array( 'text', 'Phone' ),
		'popFax'             => array( 'text', 'Fax' ),
		'popMailchimp'       => array( 'url', 'Newsletter form address (Mailchimp)' ),
		'popFacebook'        => array( 'url', 'Facebook' ),
		'popInstagram'       => array( 'url', 'Instagram' ),
		'popTwitter'         => array( 'url', 'Twitter / X' ),
		'popSoundcloud'      => array( 'url', 'SoundCloud' ),
		'popSpotify'         => array( 'url', 'Spotify' ),
		'popYoutube'         => array( 'url', 'YouTube' ),
		'popSpotifyPlaylist' => array( 'url', 'Spotify playlist' ),
		'popMenuHide'        => array( 'boolean', 'Hide the site’s menu' ),
	);

	public static function register(): void {
		add_action( 'admin_init', array( self::class, 'register_settings' ) );
		add_action( 'admin_menu', array( self::class, 'add_page' ) );
		add_action( 'graphql_register_types', array( self::class, 'register_graphql' ) );
	}

	public static function option_name( string $language ): string {
		return self::OPTION_PREFIX . $language;
	}

	/** The language a settings option belongs to (`pop_settings_fr` → `fr`), or null for another option. */
	public static function language_of_option( string $option ): ?string {
		return str_starts_with( $option, self::OPTION_PREFIX ) ? Languages::slug( substr( $option, strlen( self::OPTION_PREFIX ) ) ) : null;
	}

	/** One language's settings as `popSettings` answers them: every field, null when empty. */
	public static function values( string $language ): array {
		$stored = get_option( self::option_name( $language ), array() );
		$stored = is_array( $stored ) ? $stored : array();
		$values = array();
		foreach ( self::FIELDS as $name => list( $kind ) ) {
			$value           = $stored[ $name ] ?? null;
			$values[ $name ] = 'boolean' === $kind ? (bool) $value : ( is_string( $value ) && '' !== $value ? $value : null );
		}
		return $values;
	}

	/** What the settings form sent, kept to the known fields and cleaned. */
	public static function sanitize( $input ): array {
		$input = is_array( $input ) ? $input : array();
		$clean = array();
		foreach ( self::FIELDS as $name => list( $kind ) ) {
			$value = $input[ $name ] ?? '';
			if ( 'boolean' === $kind ) {
				$clean[ $name ] = ! empty( $value );
			} elseif ( 'url' === $kind ) {
				$clean[ $name ] = esc_url_raw( trim( (string) $value ), array( 'http', 'https' ) );
			} else {
				$clean[ $name ] = sanitize_text_field( (string) $value );
			}
		}
		return $clean;
	}

	public static function register_settings(): void {
		foreach ( Languages::all() as $language ) {
			$group = self::PAGE . '-' . $language;
			register_setting(
				$group,
				self::option_name( $language ),
				array(
					'type'              => 'object',
					'sanitize_callback' => array( self::class, 'sanitize' ),
					'default'           => array(),
				)
			);
			add_filter( 'option_page_capability_' . $group, fn() => self::CAPABILITY );
		}
	}

	public static function add_page(): void {
		add_menu_page( __( 'Site settings', 'festival-site' ), __( 'Site settings', 'festival-site' ), self::CAPABILITY, self::PAGE, array( self::class, 'render_page' ), 'dashicons-admin-site-alt3', 59 );
	}

	public static function render_page(): void {
		$languages = Languages::all();
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- choosing a tab changes nothing.
		$requested = isset( $_GET['lang'] ) ? Languages::slug( sanitize_key( wp_unslash( $_GET['lang'] ) ) ) : null;
		$language  = in_array( $requested, $languages, true ) ? $requested : $languages[0];
		$values    = self::values( $language );
		$option    = self::option_name( $language );
		echo '<div class="wrap"><h1>' . esc_html__( 'Site settings', 'festival-site' ) . '</h1>';
		echo '<nav class="nav-tab-wrapper" aria-label="' . esc_attr__( 'Language', 'festival-site' ) . '">';
		foreach ( $languages as $tab ) {
			$current = $tab === $language;
			printf(
				'<a class="nav-tab%s" href="%s"%s>%s</a>',
				$current ? ' nav-tab-active' : '',
				esc_url( add_query_arg( 'lang', $tab, menu_page_url( self::PAGE, false ) ) ),
				$current ? ' aria-current="page"' : '',
				esc_html( strtoupper( $tab ) )
			);
		}
		echo '</nav><form method="post" action="options.php">';
		settings_fields( self::PAGE . '-' . $language );
		echo '<table class="form-table" role="presentation">';
		foreach ( self::FIELDS as $name => list( $kind, $label ) ) {
			$id = $option . '-' . $name;
			echo '<tr><th scope="row"><label for="' . esc_attr( $id ) . '">' . esc_html( $label ) . '</label></th><td>';
			if ( 'boolean' === $kind ) {
				printf( '<input type="checkbox" id="%s" name="%s[%s]" value="1"%s>', esc_attr( $id ), esc_attr( $option ), esc_attr( $name ), checked( $values[ $name ], true, false ) );
			} else {
				printf( '<input type="%s" class="regular-text" id="%s" name="%s[%s]" value="%s">', 'url' === $kind ? 'url' : 'text', esc_attr( $id ), esc_attr( $option ), esc_attr( $name ), esc_attr( (string) $values[ $name ] ) );
			}
			echo '</td></tr>';
		}
		echo '</table>';
		submit_button();
		echo '</form></div>';
	}

	/** `popSettings(language: LanguageCodeFilterEnum): PopSettings`, flat, as in the reference schema. */
	public static function register_graphql(): void {
		$fields = array();
		foreach ( self::FIELDS as $name => list( $kind, $label ) ) {
			$fields[ $name ] = array(
				'type'        => 'boolean' === $kind ? 'Boolean' : 'String',
				'description' => $label,
			);
		}
		register_graphql_object_type(
			'PopSettings',
			array(
				'description' => __( 'Festival site settings (per language, stored in wp_options pop_settings_{lang})', 'festival-site' ),
				'fields'      => $fields,
			)
		);
		register_graphql_field(
			'RootQuery',
			'popSettings',
			array(
				'type'        => 'PopSettings',
				'description' => __( 'Festival site settings for a language', 'festival-site' ),
				'args'        => array(
					'language' => array(
						// The enum exists only with wp-graphql-polylang; naming a missing type would break the whole schema.
						'type'        => defined( 'WPGRAPHQL_POLYLANG' ) ? 'LanguageCodeFilterEnum' : 'String',
						'description' => __( 'Filter by language code (Polylang)', 'festival-site' ),
					),
				),
				'resolve'     => fn( $root, array $args ) => self::values( self::language_of_argument( $args['language'] ?? null ) ),
			)
		);
	}

	/** `EN`/`en` → `en`; `DEFAULT`, `ALL`, nothing or an unknown language → the default language. */
	public static function language_of_argument( $argument ): string {
		$language = Languages::slug( is_string( $argument ) ? $argument : null );
		return in_array( $language, Languages::all(), true ) ? $language : Languages::default_language();
	}
}
