<?php
/**
 * Removes Bramble's one option when the plugin is deleted.
 *
 * @package Bramble
 */

if ( ! defined( 'WP_UNINSTALL_PLUGIN' ) ) {
	exit;
}

delete_option( 'bramble_settings' );
delete_option( 'bramble_anyway' );
delete_metadata( 'user', 0, 'bramble_gate_dismissed', '', true );
