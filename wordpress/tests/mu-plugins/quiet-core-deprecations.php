<?php
/**
 * Plugin Name: Quiet WordPress 6.1's PHP 8.2 deprecations (test site only)
 * Description: WordPress 6.1 predates PHP 8.2: its Requests library's return types are deprecated
 *              there, and WP_DEBUG would print them on every HTTP request. Everything else is reported.
 *
 * @package FestivalSite\Tests
 */

error_reporting( E_ALL & ~E_DEPRECATED ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.prevent_path_disclosure_error_reporting, WordPress.PHP.DiscouragedPHPFunctions.runtime_configuration_error_reporting
