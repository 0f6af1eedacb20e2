<?php
/**
 * Plugin Name:       Festival site
 * Description:       The festival's content model (events, artists, venues, festival sections, news types, their ACF field groups and the site settings) for the headless site, the revalidation webhook sent on every change, and Preview pointed at the site.
 * Version:           1.0.0
 * Requires at least: 6.1
 * Requires PHP:      8.1
 * Author:            POP Montréal web team
 * License:           GPL-2.0-or-later
 * License URI:       https://www.gnu.org/licenses/gpl-2.0.html
 * Text Domain:       festival-site
 *
 * @package FestivalSite
 */

namespace FestivalSite;

defined( 'ABSPATH' ) || exit;

const VERSION     = '1.0.0';
const PLUGIN_FILE = __FILE__;

require_once __DIR__ . '/includes/class-config.php';
require_once __DIR__ . '/includes/class-languages.php';
require_once __DIR__ . '/includes/class-dependencies.php';
require_once __DIR__ . '/includes/class-content-model.php';
require_once __DIR__ . '/includes/class-field-groups.php';
require_once __DIR__ . '/includes/class-site-settings.php';
require_once __DIR__ . '/includes/class-menu-locations.php';
require_once __DIR__ . '/includes/class-change-collector.php';
require_once __DIR__ . '/includes/class-webhook-bodies.php';
require_once __DIR__ . '/includes/class-webhook-sender.php';
require_once __DIR__ . '/includes/class-webhook-log.php';
require_once __DIR__ . '/includes/class-preview-link.php';
require_once __DIR__ . '/includes/class-admin-screen.php';

/**
 * The one collector of this request's changes: hooked on WordPress's save, trash, delete, term,
 * menu and option actions, flushed once at `shutdown`.
 */
function changes(): Change_Collector {
	static $collector = null;
	if ( null === $collector ) {
		$collector = new Change_Collector();
	}
	return $collector;
}

Content_Model::register();
Field_Groups::register();
Site_Settings::register();
changes()->register();
add_action( 'shutdown', __NAMESPACE__ . '\\send_collected_changes', 100 );
Preview_Link::register();
Admin_Screen::register();

register_activation_hook( __FILE__, array( Content_Model::class, 'activate' ) );
register_deactivation_hook( __FILE__, array( Content_Model::class, 'deactivate' ) );

/**
 * At the end of the request: one webhook per changed post, term, menu and settings language.
 * Under PHP-FPM the editor's response is finished first, so a slow site never holds it up.
 */
function send_collected_changes(): void {
	$bodies = Webhook_Bodies::from_changes( changes()->take() );
	if ( ! $bodies || ! Config::is_complete() ) {
		return;
	}
	if ( function_exists( 'fastcgi_finish_request' ) ) {
		fastcgi_finish_request();
	}
	Webhook_Log::record( ( new Webhook_Sender() )->send_all( $bodies ) );
}
