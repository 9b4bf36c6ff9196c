<?php
/**
 * Plugin Name: Bramble test site
 * Description: Test site only (scripts/wordpress): every browser of a test run posts from
 * 127.0.0.1, so WordPress's 15-second comment flood check would refuse all but the first
 * comment of a run. Nothing else of WordPress or the plugins changes.
 */
add_filter( 'wp_is_comment_flood', '__return_false', PHP_INT_MAX );
