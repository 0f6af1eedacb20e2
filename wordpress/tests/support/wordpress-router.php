<?php
/**
 * The test site behind PHP's built-in server (`php -S 127.0.0.1:PORT wordpress-router.php`), as a
 * web server runs WordPress: the test site's configuration, then what wp-blog-header.php does
 * (Debian's own wp-config.php, which wp-load.php would read, looks for /etc/wordpress).
 *
 * @package FestivalSite\Tests
 */

define( 'WP_USE_THEMES', true );
require dirname( __DIR__ ) . '/wp-config.php';
require ABSPATH . 'wp-settings.php';
wp();
require ABSPATH . WPINC . '/template-loader.php';
