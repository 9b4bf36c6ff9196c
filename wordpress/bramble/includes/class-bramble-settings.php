<?php
/**
 * Which runtimes are on: a settings page under Settings → Bramble, overridden by constants in
 * wp-config.php (BRAMBLE_ANTISPAM, BRAMBLE_FORMS) and, on test sites only, by a per-request
 * switch. A runtime that is on still serves the original scripts when the version gate holds
 * it back (class-bramble-gate.php).
 *
 * @package Bramble
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * The plugin's settings and the rules that decide whether a runtime is swapped in.
 */
final class Bramble_Settings {

	const OPTION = 'bramble_settings';

	/**
	 * The runtimes, keyed by setting name: the wp-config constant and the label shown.
	 *
	 * @var array<string, array{constant: string, label: string}>
	 */
	const RUNTIMES = array(
		'antispam' => array(
			'constant' => 'BRAMBLE_ANTISPAM',
			'label'    => 'Anti-spam visitor script (dist/antispam.js)',
		),
		'forms'    => array(
			'constant' => 'BRAMBLE_FORMS',
			'label'    => 'Form front end (dist/forms.js)',
		),
	);

	/**
	 * Hooks the settings page.
	 */
	public static function register() {
		add_action( 'admin_init', array( __CLASS__, 'admin_init' ) );
		add_action( 'admin_menu', array( __CLASS__, 'admin_menu' ) );
	}

	/**
	 * Whether a runtime replaces the original on this request.
	 *
	 * @param string $runtime 'antispam' or 'forms'.
	 * @return bool
	 */
	public static function enabled( $runtime ) {
		if ( self::test_switch_off( $runtime ) ) {
			return false;
		}
		$forced   = self::constant_value( $runtime );
		$settings = self::settings();
		$on       = null !== $forced ? $forced : ! empty( $settings[ $runtime ] );
		// On a plugin release outside the verified range, only the owner's "use anyway".
		return $on && Bramble_Gate::allows( $runtime );
	}

	/**
	 * The stored settings, every runtime on by default.
	 *
	 * @return array<string, bool>
	 */
	public static function settings() {
		$stored   = get_option( self::OPTION, array() );
		$settings = array();
		foreach ( array_keys( self::RUNTIMES ) as $runtime ) {
			$settings[ $runtime ] = is_array( $stored ) && array_key_exists( $runtime, $stored ) ? (bool) $stored[ $runtime ] : true;
		}
		return $settings;
	}

	/**
	 * The value a wp-config constant forces, or null when the constant is not defined.
	 *
	 * @param string $runtime 'antispam' or 'forms'.
	 * @return bool|null
	 */
	public static function constant_value( $runtime ) {
		$name = self::RUNTIMES[ $runtime ]['constant'];
		if ( ! defined( $name ) ) {
			return null;
		}
		$value = constant( $name );
		// 'false', 'off', '0' written as strings mean off too.
		return is_string( $value ) ? ! in_array( strtolower( $value ), array( '', '0', 'false', 'off', 'no' ), true ) : (bool) $value;
	}

	/**
	 * The test-only switch: with BRAMBLE_TEST_SWITCH true in wp-config.php, `?bramble=off` or a
	 * cookie `bramble=off` serves the original scripts for that request (`antispam-off` or
	 * `forms-off` only that runtime's), so one site can serve both side by side.
	 *
	 * @param string $runtime 'antispam' or 'forms'.
	 * @return bool
	 */
	private static function test_switch_off( $runtime ) {
		if ( ! defined( 'BRAMBLE_TEST_SWITCH' ) || ! BRAMBLE_TEST_SWITCH ) {
			return false;
		}
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a read-only display switch.
		$value = isset( $_GET['bramble'] ) ? $_GET['bramble'] : ( isset( $_COOKIE['bramble'] ) ? $_COOKIE['bramble'] : '' );
		$value = is_string( $value ) ? strtolower( $value ) : '';
		return 'off' === $value || $runtime . '-off' === $value;
	}

	/**
	 * Registers the option and its fields.
	 */
	public static function admin_init() {
		register_setting(
			'bramble',
			self::OPTION,
			array(
				'type'              => 'array',
				'sanitize_callback' => array( __CLASS__, 'sanitize' ),
				'default'           => array(
					'antispam' => true,
					'forms'    => true,
				),
			)
		);
		add_settings_section( 'bramble_runtimes', 'Runtimes', array( __CLASS__, 'section_intro' ), 'bramble' );
		foreach ( self::RUNTIMES as $runtime => $meta ) {
			add_settings_field(
				'bramble_' . $runtime,
				esc_html( $meta['label'] ),
				array( __CLASS__, 'field' ),
				'bramble',
				'bramble_runtimes',
				array( 'runtime' => $runtime )
			);
		}
	}

	/**
	 * Keeps only known runtimes as booleans.
	 *
	 * @param mixed $input The submitted value.
	 * @return array<string, bool>
	 */
	public static function sanitize( $input ) {
		$clean    = array();
		$previous = self::settings();
		foreach ( array_keys( self::RUNTIMES ) as $runtime ) {
			// A checkbox a constant locks is not submitted: keep what was stored.
			$clean[ $runtime ] = null !== self::constant_value( $runtime )
				? $previous[ $runtime ]
				: is_array( $input ) && ! empty( $input[ $runtime ] );
		}
		return $clean;
	}

	/**
	 * Adds Settings → Bramble.
	 */
	public static function admin_menu() {
		add_options_page( 'Bramble', 'Bramble', 'manage_options', 'bramble', array( __CLASS__, 'page' ) );
	}

	/**
	 * The section's explanation.
	 */
	public static function section_intro() {
		echo '<p>' . esc_html__( 'A runtime that is on replaces the plugin\'s own visitor script on every public page. Turn one off to serve the original again; nothing else changes.', 'bramble' ) . '</p>';
	}

	/**
	 * One runtime's checkbox; locked when its wp-config constant decides.
	 *
	 * @param array{runtime: string} $args The runtime.
	 */
	public static function field( $args ) {
		$runtime  = $args['runtime'];
		$forced   = self::constant_value( $runtime );
		$settings = self::settings();
		$checked  = null === $forced ? $settings[ $runtime ] : $forced;
		printf(
			'<label><input type="checkbox" name="%1$s[%2$s]" value="1" %3$s %4$s> %5$s</label>',
			esc_attr( self::OPTION ),
			esc_attr( $runtime ),
			checked( $checked, true, false ),
			disabled( null !== $forced, true, false ),
			esc_html__( 'On', 'bramble' )
		);
		if ( null !== $forced ) {
			printf(
				'<p class="description">%s</p>',
				esc_html( sprintf( 'Set by %s in wp-config.php.', self::RUNTIMES[ $runtime ]['constant'] ) )
			);
		}
	}

	/**
	 * The settings page.
	 */
	public static function page() {
		if ( ! current_user_can( 'manage_options' ) ) {
			return;
		}
		echo '<div class="wrap"><h1>Bramble</h1><form action="options.php" method="post">';
		settings_fields( 'bramble' );
		do_settings_sections( 'bramble' );
		submit_button();
		echo '</form>';
		Bramble_Gate_Admin::compat_section();
		echo '</div>';
	}
}
