<?php
/**
 * One real WordPress request, in its own PHP process: loads the test site, does the editor's
 * actions read from stdin as JSON, prints their results as JSON, and ends — so WordPress runs its
 * `shutdown` hooks, where the plugin sends its webhooks. Run by Separate_Request.
 *
 * Actions: [["wp_update_post", {"ID": 12, "post_title": "x"}], ["set_post_thumbnail", 12, 34], …],
 * and ["admin_notices"] for what the admin notices say.
 * A string argument "$N" is the result of action N (0-based).
 *
 * @package FestivalSite\Tests
 */

require dirname( __DIR__ ) . '/wp-config.php';
require ABSPATH . 'wp-settings.php';
require_once ABSPATH . 'wp-admin/includes/admin.php';

/** The WordPress functions an editor's save goes through, and nothing else. */
const EDITOR_FUNCTIONS = array(
	'wp_insert_post',
	'wp_update_post',
	'wp_trash_post',
	'wp_untrash_post',
	'wp_delete_post',
	'set_post_thumbnail',
	'wp_insert_attachment',
	'wp_update_term',
	'wp_insert_term',
	'update_option',
	'get_post_field',
	'get_preview_post_link',
);

/** What the admin notices say to the current user. */
function admin_notices(): string {
	ob_start();
	do_action( 'admin_notices' );
	return (string) ob_get_clean();
}

wp_set_current_user( 1 );
$actions = json_decode( (string) stream_get_contents( STDIN ), true );
$results = array();
foreach ( (array) $actions as $action ) {
	$function = array_shift( $action );
	if ( ! in_array( $function, EDITOR_FUNCTIONS, true ) && 'admin_notices' !== $function ) {
		fwrite( STDERR, "not an editor's function: $function\n" );
		exit( 2 );
	}
	$arguments = array_map(
		fn( $argument ) => is_string( $argument ) && preg_match( '/^\$(\d+)$/', $argument, $match ) ? $results[ (int) $match[1] ] : $argument,
		$action
	);
	$result    = $function( ...$arguments );
	$results[] = is_wp_error( $result ) ? array( 'error' => $result->get_error_message() ) : ( $result instanceof WP_Post ? $result->ID : $result );
}
echo wp_json_encode( $results );
