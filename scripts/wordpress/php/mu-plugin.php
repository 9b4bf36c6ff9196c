<?php
/**
 * Plugin Name: Bramble test site
 * Description: Test site only (scripts/wordpress). Every browser of a test run posts from
 * 127.0.0.1, so WordPress's 15-second comment flood check would refuse all but the first
 * comment of a run: it is off. Nothing else of WordPress or the plugins changes.
 */
add_filter( 'wp_is_comment_flood', '__return_false', PHP_INT_MAX );

/*
 * `?bramble_test_needs_jquery=1` enqueues a script of another plugin that depends on jQuery, so
 * tests can check that the swap keeps jQuery for it while dropping the form builder's libraries.
 */
add_action(
	'wp_enqueue_scripts',
	function () {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- test site only.
		if ( empty( $_GET['bramble_test_needs_jquery'] ) ) {
			return;
		}
		wp_register_script( 'bramble-test-jquery-user', false, array( 'jquery' ), '1', false );
		wp_enqueue_script( 'bramble-test-jquery-user' );
		wp_add_inline_script( 'bramble-test-jquery-user', 'window.brambleTestJqueryUser = typeof jQuery;' );
	}
);
