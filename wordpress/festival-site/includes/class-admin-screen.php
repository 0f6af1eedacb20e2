<?php
/**
 * Settings → Festival site: the wp-config.php constants (set or not; secrets are never shown),
 * the required plugins, and the last webhooks with the site's answers. Admin notices say what
 * is missing, and tell editors when the site did not take their last change.
 *
 * @package FestivalSite
 */

namespace FestivalSite;

defined( 'ABSPATH' ) || exit;

final class Admin_Screen {
	public const PAGE = 'festival-site';

	public static function register(): void {
		add_action( 'admin_menu', array( self::class, 'add_page' ) );
		add_action( 'admin_notices', array( self::class, 'notices' ) );
	}

	public static function add_page(): void {
		add_options_page( __( 'Festival site', 'festival-site' ), __( 'Festival site', 'festival-site' ), 'manage_options', self::PAGE, array( self::class, 'render' ) );
	}

	/** The notices for the current user; echoed by WordPress on every admin screen. */
	public static function notices(): void {
		$link = '<a href="' . esc_url( admin_url( 'options-general.php?page=' . self::PAGE ) ) . '">' . esc_html__( 'Settings → Festival site', 'festival-site' ) . '</a>';
		if ( current_user_can( 'manage_options' ) ) {
			$constants = Config::problems();
			if ( $constants ) {
				/* translators: 1: constant names, 2: link to the settings screen */
				self::notice( 'error', sprintf( esc_html__( 'Festival site: set %1$s in wp-config.php: without them the site is not told about changes and Preview does not open it. See %2$s.', 'festival-site' ), esc_html( implode( ', ', $constants ) ), $link ) );
			}
			$plugins = Dependencies::missing();
			if ( $plugins ) {
				/* translators: 1: plugin names, 2: link to the settings screen */
				self::notice( 'warning', sprintf( esc_html__( 'Festival site: the site needs %1$s active. See %2$s.', 'festival-site' ), esc_html( implode( ', ', $plugins ) ), $link ) );
			}
		}
		$failure = current_user_can( 'edit_posts' ) ? Webhook_Log::latest_failure() : null;
		if ( $failure ) {
			self::notice(
				'warning',
				sprintf(
					/* translators: 1: what changed, 2: time, 3: the site's answer or why there was none, 4: link */
					esc_html__( 'The site did not take the last change (%1$s, %2$s): %3$s. Its pages refresh on their own within minutes. %4$s', 'festival-site' ),
					esc_html( Webhook_Log::describe( $failure['body'] ) ),
					esc_html( wp_date( get_option( 'time_format' ), (int) $failure['time'] ) ),
					esc_html( Webhook_Log::outcome( $failure ) ),
					current_user_can( 'manage_options' ) ? $link : ''
				)
			);
		}
	}

	public static function render(): void {
		if ( ! current_user_can( 'manage_options' ) ) {
			return;
		}
		echo '<div class="wrap"><h1>' . esc_html__( 'Festival site', 'festival-site' ) . '</h1>';

		echo '<h2>' . esc_html__( 'wp-config.php constants', 'festival-site' ) . '</h2>';
		self::table(
			array( __( 'Constant', 'festival-site' ), __( 'State', 'festival-site' ), __( 'What it does', 'festival-site' ) ),
			array_map(
				fn( $name, $constant ) => array(
					'<code>' . esc_html( $name ) . '</code>',
					esc_html( self::constant_state( $constant ) ),
					esc_html( $constant['purpose'] ),
				),
				array_keys( Config::status() ),
				Config::status()
			)
		);

		echo '<h2>' . esc_html__( 'Required plugins', 'festival-site' ) . '</h2>';
		self::table(
			array( __( 'Plugin', 'festival-site' ), __( 'State', 'festival-site' ), __( 'The site needs it for', 'festival-site' ) ),
			array_map(
				fn( $plugin ) => array(
					'<a href="' . esc_url( $plugin['source'] ) . '">' . esc_html( $plugin['name'] ) . '</a>',
					$plugin['active'] ? esc_html__( 'active', 'festival-site' ) : '<strong>' . esc_html__( 'not active', 'festival-site' ) . '</strong>',
					esc_html( $plugin['needed_for'] ),
				),
				array_values( Dependencies::status() )
			)
		);

		echo '<h2>' . esc_html__( 'Last webhooks', 'festival-site' ) . '</h2>';
		$results = Webhook_Log::results();
		if ( ! $results ) {
			echo '<p>' . esc_html__( 'None sent yet: the site is told about the next change that can alter its pages.', 'festival-site' ) . '</p>';
		} else {
			self::table(
				array( __( 'When', 'festival-site' ), __( 'What changed', 'festival-site' ), __( 'Answered', 'festival-site' ), __( 'The site’s answer', 'festival-site' ) ),
				array_map(
					fn( $result ) => array(
						esc_html( wp_date( get_option( 'date_format' ) . ' ' . get_option( 'time_format' ), (int) $result['time'] ) ),
						esc_html( Webhook_Log::describe( $result['body'] ) ),
						$result['ok'] ? esc_html__( 'yes', 'festival-site' ) : '<strong>' . esc_html__( 'no', 'festival-site' ) . '</strong>',
						esc_html( Webhook_Log::outcome( $result ) ) . ( $result['sent'] ?? true ? esc_html( sprintf( ' (%d ms)', $result['ms'] ) ) : '' ),
					),
					$results
				)
			);
		}
		echo '</div>';
	}

	private static function constant_state( array $constant ): string {
		switch ( $constant['state'] ) {
			case 'ok':
				return null === $constant['value'] ? __( 'set', 'festival-site' ) : $constant['value'];
			case 'invalid':
				return __( 'not an http(s) address', 'festival-site' );
			default:
				return __( 'not set', 'festival-site' );
		}
	}

	/** A notice; `$html` is escaped by the caller. */
	private static function notice( string $kind, string $html ): void {
		echo '<div class="notice notice-' . esc_attr( $kind ) . '"><p>' . $html . '</p></div>'; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
	}

	/** A table of already escaped cells. */
	private static function table( array $headings, array $rows ): void {
		echo '<table class="widefat striped"><thead><tr>';
		foreach ( $headings as $heading ) {
			echo '<th scope="col">' . esc_html( $heading ) . '</th>';
		}
		echo '</tr></thead><tbody>';
		foreach ( $rows as $cells ) {
			echo '<tr><td>' . implode( '</td><td>', $cells ) . '</td></tr>'; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
		}
		echo '</tbody></table>';
	}
}
