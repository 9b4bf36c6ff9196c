<?php
/**
 * What the version gate shows the site owner: one admin notice while a plugin's installed
 * release is outside the verified range, the "use Bramble anyway" switch per runtime on
 * Settings → Bramble, and the same status on Tools → Site Health (a direct test and a section
 * of the Info tab).
 *
 * @package Bramble
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * The gate's admin side.
 */
final class Bramble_Gate_Admin {

	/**
	 * User meta holding the notice a user dismissed (the runtimes and versions it named): a
	 * later update of either plugin shows it again.
	 */
	const DISMISSED_META = 'bramble_gate_dismissed';

	/**
	 * Hooks the notice, the two admin-post actions and Site Health.
	 */
	public static function register() {
		add_action( 'admin_notices', array( __CLASS__, 'notice' ) );
		add_action( 'admin_post_bramble_anyway', array( __CLASS__, 'handle_anyway' ) );
		add_action( 'admin_post_bramble_dismiss', array( __CLASS__, 'handle_dismiss' ) );
		add_filter( 'site_status_tests', array( __CLASS__, 'site_status_tests' ) );
		add_filter( 'debug_information', array( __CLASS__, 'debug_information' ) );
	}

	/**
	 * The settings page's compatibility section, where the notice and Site Health link to.
	 *
	 * @return string
	 */
	public static function compat_url() {
		return admin_url( 'options-general.php?page=bramble#bramble-compatibility' );
	}

	/**
	 * What a runtime serves, in words: "6.85.99-dev is outside … : the original scripts".
	 *
	 * @param array $s A status from Bramble_Gate::status().
	 * @return string
	 */
	private static function describe( $s ) {
		if ( null === $s['version'] ) {
			return sprintf( '%s is not active: nothing to replace.', $s['plugin'] );
		}
		if ( $s['in_range'] ) {
			return sprintf( '%1$s %2$s is verified (%3$s): Bramble\'s scripts are served.', $s['plugin'], $s['version'], $s['range'] );
		}
		if ( $s['anyway'] ) {
			return sprintf( '%1$s %2$s is not verified (verified: %3$s); Bramble\'s scripts are served anyway, as chosen on Settings → Bramble.', $s['plugin'], $s['version'], $s['range'] );
		}
		return sprintf( '%1$s %2$s is not verified (verified: %3$s): its own visitor scripts are served, not Bramble\'s.', $s['plugin'], $s['version'], $s['range'] );
	}

	/**
	 * What a user dismissed is keyed on: the runtimes outside the range and their versions.
	 *
	 * @param array<string, array> $outside Statuses from Bramble_Gate::outside().
	 * @return string
	 */
	private static function notice_key( $outside ) {
		$parts = array();
		foreach ( $outside as $runtime => $s ) {
			$parts[] = $runtime . ':' . $s['version'];
		}
		return implode( '|', $parts );
	}

	/**
	 * One notice for every runtime the gate holds back (not for one used anyway), until the
	 * user dismisses it for these versions.
	 */
	public static function notice() {
		if ( ! current_user_can( 'manage_options' ) ) {
			return;
		}
		$held = array_filter(
			Bramble_Gate::outside(),
			function ( $s ) {
				return ! $s['anyway'];
			}
		);
		if ( empty( $held ) ) {
			return;
		}
		$key = self::notice_key( $held );
		if ( get_user_meta( get_current_user_id(), self::DISMISSED_META, true ) === $key ) {
			return;
		}
		echo '<div class="notice notice-warning" id="bramble-gate-notice"><p><strong>' . esc_html__( 'Bramble serves the original scripts after a plugin update', 'bramble' ) . '</strong></p><ul>';
		foreach ( $held as $s ) {
			echo '<li>' . esc_html( self::describe( $s ) ) . '</li>';
		}
		echo '</ul><p>' . esc_html__( 'Your visitors are protected by the plugin\'s own scripts meanwhile. What to do: update Bramble when a release verified with this version is out; or, once you have checked that comments and forms work with Bramble on this version, turn on "Use Bramble anyway" for it on Settings → Bramble.', 'bramble' ) . '</p><p>';
		printf(
			'<a href="%1$s">%2$s</a> · <a href="%3$s">%4$s</a>',
			esc_url( self::compat_url() ),
			esc_html__( 'Compatibility and "use Bramble anyway"', 'bramble' ),
			esc_url( wp_nonce_url( admin_url( 'admin-post.php?action=bramble_dismiss&key=' . rawurlencode( $key ) ), 'bramble_dismiss' ) ),
			esc_html__( 'Dismiss', 'bramble' )
		);
		echo '</p></div>';
	}

	/**
	 * The settings page's section: each runtime's plugin, installed and verified versions,
	 * what is served, and the switch for a release outside the range.
	 */
	public static function compat_section() {
		echo '<h2 id="bramble-compatibility">' . esc_html__( 'Compatibility', 'bramble' ) . '</h2>';
		echo '<p>' . esc_html__( 'Each runtime replaces its plugin\'s scripts only on the plugin releases Bramble was verified with on a real WordPress (any release from the oldest to the newest verified one; a development build only when verified itself). On another release the plugin\'s own scripts are served until you choose otherwise.', 'bramble' ) . '</p>';
		echo '<table class="widefat striped" id="bramble-compat-table"><tbody>';
		foreach ( array_keys( Bramble_Gate::verified() ) as $runtime ) {
			$s = Bramble_Gate::status( $runtime );
			echo '<tr data-runtime="' . esc_attr( $runtime ) . '"><th scope="row">' . esc_html( $s['plugin'] ) . '</th><td>' . esc_html( self::describe( $s ) ) . '</td><td>';
			if ( null !== $s['version'] && ! $s['in_range'] ) {
				echo '<form method="post" action="' . esc_url( admin_url( 'admin-post.php' ) ) . '">';
				wp_nonce_field( 'bramble_anyway_' . $runtime );
				echo '<input type="hidden" name="action" value="bramble_anyway"><input type="hidden" name="runtime" value="' . esc_attr( $runtime ) . '">';
				echo '<input type="hidden" name="anyway" value="' . ( $s['anyway'] ? '0' : '1' ) . '">';
				/* translators: 1: plugin name, 2: its version. */
				$label = $s['anyway'] ? __( 'Serve the original scripts again', 'bramble' ) : sprintf( __( 'Use Bramble anyway with %1$s %2$s', 'bramble' ), $s['plugin'], $s['version'] );
				submit_button( $label, 'secondary', 'bramble-anyway-' . $runtime, false );
				echo '</form>';
			}
			echo '</td></tr>';
		}
		echo '</tbody></table>';
	}

	/**
	 * The switch: "use Bramble anyway" for the runtime's installed release, or back.
	 */
	public static function handle_anyway() {
		$runtime = isset( $_POST['runtime'] ) ? sanitize_key( wp_unslash( $_POST['runtime'] ) ) : '';
		if ( ! array_key_exists( $runtime, Bramble_Gate::verified() ) ) {
			wp_die( esc_html__( '[bramble] Failed to change the switch: unknown runtime.', 'bramble' ), 400 );
		}
		check_admin_referer( 'bramble_anyway_' . $runtime );
		if ( ! current_user_can( 'manage_options' ) ) {
			wp_die( esc_html__( '[bramble] Failed to change the switch: you are not allowed to manage options.', 'bramble' ), 403 );
		}
		$on = ! empty( $_POST['anyway'] ) && '1' === $_POST['anyway'];
		Bramble_Gate::set_anyway( $runtime, $on ? Bramble_Gate::installed_version( $runtime ) : null );
		wp_safe_redirect( self::compat_url() );
		exit;
	}

	/**
	 * Hides the notice for the current user until the versions it names change.
	 */
	public static function handle_dismiss() {
		check_admin_referer( 'bramble_dismiss' );
		if ( ! current_user_can( 'manage_options' ) ) {
			wp_die( esc_html__( '[bramble] Failed to dismiss the notice: you are not allowed to manage options.', 'bramble' ), 403 );
		}
		$key = isset( $_GET['key'] ) ? sanitize_text_field( wp_unslash( $_GET['key'] ) ) : '';
		update_user_meta( get_current_user_id(), self::DISMISSED_META, $key );
		wp_safe_redirect( wp_get_referer() ? wp_get_referer() : admin_url() );
		exit;
	}

	/**
	 * Adds the direct test "Bramble and the installed plugin releases".
	 *
	 * @param array $tests Site Health's tests.
	 * @return array
	 */
	public static function site_status_tests( $tests ) {
		$tests['direct']['bramble_versions'] = array(
			'label' => __( 'Bramble and the installed plugin releases', 'bramble' ),
			'test'  => array( __CLASS__, 'site_status_result' ),
		);
		return $tests;
	}

	/**
	 * The direct test's result: good while every installed release is verified.
	 *
	 * @return array
	 */
	public static function site_status_result() {
		$outside = Bramble_Gate::outside();
		$lines   = '';
		foreach ( array_keys( Bramble_Gate::verified() ) as $runtime ) {
			$lines .= '<li>' . esc_html( self::describe( Bramble_Gate::status( $runtime ) ) ) . '</li>';
		}
		$names = array();
		foreach ( $outside as $s ) {
			$names[] = $s['plugin'] . ' ' . $s['version'];
		}
		return array(
			'label'       => empty( $outside )
				? __( 'Bramble is verified with the installed plugin releases', 'bramble' )
				/* translators: %s: plugin names and versions. */
				: sprintf( __( 'Bramble is not verified with %s', 'bramble' ), implode( ', ', $names ) ),
			'status'      => empty( $outside ) ? 'good' : 'recommended',
			'badge'       => array(
				'label' => __( 'Bramble', 'bramble' ),
				'color' => 'blue',
			),
			'description' => '<ul>' . $lines . '</ul>',
			'actions'     => sprintf( '<p><a href="%1$s">%2$s</a></p>', esc_url( self::compat_url() ), esc_html__( 'Settings → Bramble: compatibility', 'bramble' ) ),
			'test'        => 'bramble_versions',
		);
	}

	/**
	 * The Info tab's section: per runtime, the installed release and what is served.
	 *
	 * @param array $info Site Health's sections.
	 * @return array
	 */
	public static function debug_information( $info ) {
		$fields = array();
		foreach ( array_keys( Bramble_Gate::verified() ) as $runtime ) {
			$s                   = Bramble_Gate::status( $runtime );
			$fields[ $runtime ] = array(
				'label' => $s['plugin'],
				'value' => self::describe( $s ),
			);
		}
		$info['bramble'] = array(
			'label'  => __( 'Bramble', 'bramble' ),
			'fields' => $fields,
		);
		return $info;
	}
}
