<?php
/**
 * Installs a fresh WordPress site on the empty test database and activates the plugin, as a site
 * owner would after copying it into wp-content/plugins. Run by run.sh.
 *
 * @package FestivalSite\Tests
 */

define( 'WP_INSTALLING', true );
require __DIR__ . '/wp-config.php';
require ABSPATH . 'wp-settings.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';

// No mail leaves the test site (wp_install tells the admin about the new site).
add_filter( 'pre_wp_mail', '__return_true' );
$installed = wp_install( 'Festival test site', 'admin', 'admin@example.org', false, '', 'admin-password' );
if ( is_wp_error( $installed['password'] ?? null ) || empty( $installed['user_id'] ) ) {
	fwrite( STDERR, "wp_install failed\n" );
	exit( 1 );
}
update_option( 'permalink_structure', '/%postname%/' );

wp_set_current_user( $installed['user_id'] );
$activated = activate_plugin( 'festival-site/festival-site.php' );
if ( is_wp_error( $activated ) ) {
	fwrite( STDERR, 'activating the plugin failed: ' . $activated->get_error_message() . "\n" );
	exit( 1 );
}
echo 'WordPress ' . get_bloginfo( 'version' ) . " installed, festival-site active\n";
