<?php
/**
 * The releases of each plugin Bramble's runtimes were verified with on the real server.
 * Generated from wordpress/verified-releases.json by the build
 * (scripts/wordpress/verified-releases.mjs): do not edit.
 *
 * @package Bramble
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

return array(
	'antispam' => array(
		'plugin'      => 'Anti-Spam by CleanTalk',
		'verified'    => array( '6.82', '6.84', '6.85' ),
		'unsupported' => array(),
	),
	'forms' => array(
		'plugin'      => 'Ninja Forms',
		'verified'    => array( '3.14.8', '3.14.9' ),
		'unsupported' => array( '3.13.4', '3.14.0' ),
	),
);
