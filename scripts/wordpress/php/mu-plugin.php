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

/*
 * `?bramble_test_stale_nonces=1` prints the page as a cache would have kept it for a day: every
 * visitor nonce of the anti-spam plugin (`ct_secret_stuff`, `wp_rest`) and of the form builder
 * (`ninja_forms_display_nonce`) is replaced by the one WordPress made two nonce ticks (12 to
 * 24 hours) earlier, which it no longer accepts (it accepts the current and the previous tick).
 * Only the page changes: the site verifies every later request as usual.
 */
add_action(
	'template_redirect',
	function () {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- test site only.
		if ( empty( $_GET['bramble_test_stale_nonces'] ) || is_user_logged_in() ) {
			return;
		}
		ob_start(
			function ( $html ) {
				foreach ( array( 'ct_secret_stuff', 'wp_rest', 'ninja_forms_display_nonce' ) as $action ) {
					$current = wp_create_nonce( $action );
					// A visitor's nonce: user 0 and no session token, hashed with the tick it was made in.
					$stale = substr( wp_hash( ( wp_nonce_tick( $action ) - 2 ) . '|' . $action . '|0|', 'nonce' ), -12, 10 );
					$html  = str_replace( $current, $stale, $html );
				}
				return $html;
			}
		);
	}
);

/*
 * The anti-spam plugin answers a nonce refresh (`get_fresh_wpnonce`) with the nonce of the
 * transport it finds by probing the site over HTTP, not of the one it is set to
 * (`cleantalk_data['ajax_type']`). On a real site both agree, since the plugin chose its
 * transport by that probe; tests switch the transport by option while REST keeps working, so
 * the test site pins the answer to the option, as a site owner does with this constant.
 */
if ( ! defined( 'APBCT_SET_AJAX_ROUTE_TYPE' ) ) {
	$bramble_antispam_data = get_option( 'cleantalk_data' );
	if ( is_array( $bramble_antispam_data ) && isset( $bramble_antispam_data['ajax_type'] )
		&& in_array( $bramble_antispam_data['ajax_type'], array( 'rest', 'admin_ajax' ), true ) ) {
		define( 'APBCT_SET_AJAX_ROUTE_TYPE', $bramble_antispam_data['ajax_type'] );
	}
	unset( $bramble_antispam_data );
}

/*
 * The option `bramble_test_plugin_versions` (runtime => version) makes Bramble's version gate
 * read that version for the runtime's plugin instead of the installed one, so a test can put a
 * release outside the verified range without installing another (test/wordpress/gate.test.ts).
 */
add_filter(
	'bramble_plugin_version',
	function ( $version, $runtime ) {
		$fake = get_option( 'bramble_test_plugin_versions', array() );
		return is_array( $fake ) && isset( $fake[ $runtime ] ) ? $fake[ $runtime ] : $version;
	},
	10,
	2
);
