<?php
/**
 * The test site's own hands inside WordPress, run with PHP's CLI by scripts/wordpress/*.ts:
 *   php tool.php <command>   with a JSON argument on stdin, a JSON answer on stdout.
 * Environment: BRAMBLE_WP_SITE (the run folder with site-config.php), BRAMBLE_WP_URL.
 * Test infrastructure only; never part of the plugin.
 */

$command = isset( $argv[1] ) ? $argv[1] : '';
$input   = json_decode( (string) stream_get_contents( STDIN ), true );
$input   = is_array( $input ) ? $input : array();

$url                    = parse_url( (string) getenv( 'BRAMBLE_WP_URL' ) );
$_SERVER['HTTP_HOST']   = $url['host'] . ( isset( $url['port'] ) ? ':' . $url['port'] : '' );
$_SERVER['SERVER_NAME'] = $url['host'];
$_SERVER['REQUEST_URI'] = '/';
$_SERVER['REMOTE_ADDR'] = '127.0.0.1';

if ( 'install' === $command ) {
	define( 'WP_INSTALLING', true );
}
require getenv( 'BRAMBLE_WP_ABSPATH' ) . 'wp-load.php';
require_once __DIR__ . '/commands.php';

$handlers = array(
	'install'     => 'bramble_tool_install',
	'activate'    => 'bramble_tool_activate',
	'provision'   => 'bramble_tool_provision',
	'import-form' => 'bramble_tool_import_form',
	'field-queue' => 'bramble_tool_field_queue',
	'antispam'    => 'bramble_tool_antispam',
	'submissions' => 'bramble_tool_submissions',
	'fields'      => 'bramble_tool_fields',
	'option'      => 'bramble_tool_option',
	'gate'        => 'bramble_tool_gate',
);
if ( ! isset( $handlers[ $command ] ) ) {
	fwrite( STDERR, "[bramble] Unknown tool command \"$command\".\n" );
	exit( 2 );
}
try {
	echo wp_json_encode( call_user_func( $handlers[ $command ], $input ) );
} catch ( Throwable $e ) {
	fwrite( STDERR, '[bramble] ' . $command . ': ' . $e->getMessage() . "\n" );
	exit( 1 );
}
