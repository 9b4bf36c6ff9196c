<?php
/**
 * Plugin Name:       Bramble
 * Description:       Serves Bramble's visitor scripts in place of the anti-spam plugin's and the form builder's own, keeping their page data and server side unchanged.
 * Version:           0.1.0
 * Requires at least: 6.8
 * Requires PHP:      7.4
 * License:           GPL-2.0-or-later
 * Text Domain:       bramble
 *
 * @package Bramble
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

define( 'BRAMBLE_PLUGIN_VERSION', '0.1.0' );
define( 'BRAMBLE_PLUGIN_FILE', __FILE__ );

require_once __DIR__ . '/includes/class-bramble-gate.php';
require_once __DIR__ . '/includes/class-bramble-gate-admin.php';
require_once __DIR__ . '/includes/class-bramble-settings.php';
require_once __DIR__ . '/includes/class-bramble-swap.php';

Bramble_Settings::register();
Bramble_Gate_Admin::register();
Bramble_Swap::register();
