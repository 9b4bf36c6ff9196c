<?php
/**
 * The version gate: each runtime replaces its plugin's visitor scripts only on a release of
 * that plugin Bramble was verified with on the real server (includes/verified-releases.php,
 * written by the build from the compatibility matrix), unless the site owner chose "use
 * Bramble anyway" for the installed release.
 *
 * @package Bramble
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Which release of each plugin is installed, and whether it is inside the verified range.
 */
final class Bramble_Gate {

	/**
	 * The option holding the owner's "use Bramble anyway" choices: runtime => the plugin
	 * version it was given for. A later update of that plugin ends the choice.
	 */
	const ANYWAY_OPTION = 'bramble_anyway';

	/**
	 * The verified releases, loaded once.
	 *
	 * @var array<string, array{plugin: string, verified: string[], unsupported: string[]}>|null
	 */
	private static $verified = null;

	/**
	 * The verified releases of every runtime.
	 *
	 * @return array<string, array{plugin: string, verified: string[], unsupported: string[]}>
	 */
	public static function verified() {
		if ( null === self::$verified ) {
			self::$verified = require __DIR__ . '/verified-releases.php';
		}
		return self::$verified;
	}

	/**
	 * The installed version of the plugin a runtime replaces the scripts of, or null when that
	 * plugin is not loaded. Filterable (`bramble_plugin_version`) for sites that rename
	 * releases, and for tests.
	 *
	 * @param string $runtime 'antispam' or 'forms'.
	 * @return string|null
	 */
	public static function installed_version( $runtime ) {
		$version = null;
		if ( 'antispam' === $runtime && defined( 'APBCT_VERSION' ) ) {
			$version = (string) constant( 'APBCT_VERSION' );
		} elseif ( 'forms' === $runtime && class_exists( 'Ninja_Forms', false ) && defined( 'Ninja_Forms::VERSION' ) ) {
			$version = (string) constant( 'Ninja_Forms::VERSION' );
		}
		$version = apply_filters( 'bramble_plugin_version', $version, $runtime );
		return is_string( $version ) && '' !== $version ? $version : null;
	}

	/**
	 * Whether a version is inside the verified range: any release from the oldest to the
	 * newest verified one (by version_compare), or exactly a verified version. A development
	 * or pre-release build (a letter in its version: `6.85.99-dev`, `3.15.0-beta1`) counts
	 * only when listed exactly: its code changes under the same number.
	 *
	 * A release the matrix found unsupported is never inside, even between verified ones.
	 *
	 * @param string   $version     The installed version.
	 * @param string[] $verified    The verified versions.
	 * @param string[] $unsupported The releases the matrix failed.
	 * @return bool
	 */
	public static function in_range( $version, $verified, $unsupported = array() ) {
		if ( in_array( $version, $unsupported, true ) ) {
			return false;
		}
		if ( in_array( $version, $verified, true ) ) {
			return true;
		}
		if ( preg_match( '/[a-z]/i', $version ) ) {
			return false;
		}
		$releases = array_values(
			array_filter(
				$verified,
				function ( $v ) {
					return ! preg_match( '/[a-z]/i', $v );
				}
			)
		);
		if ( empty( $releases ) ) {
			return false;
		}
		usort( $releases, 'version_compare' );
		return version_compare( $version, $releases[0], '>=' ) && version_compare( $version, end( $releases ), '<=' );
	}

	/**
	 * A runtime's status on this site.
	 *
	 * @param string $runtime 'antispam' or 'forms'.
	 * @return array{runtime: string, plugin: string, version: string|null, verified: string[], range: string, in_range: bool, anyway: bool, allowed: bool}
	 */
	public static function status( $runtime ) {
		$all      = self::verified();
		$entry    = $all[ $runtime ];
		$version  = self::installed_version( $runtime );
		$excluded = isset( $entry['unsupported'] ) ? $entry['unsupported'] : array();
		$in_range = null === $version || self::in_range( $version, $entry['verified'], $excluded );
		$anyway   = null !== $version && ! $in_range && self::anyway_version( $runtime ) === $version;
		return array(
			'runtime'  => $runtime,
			'plugin'   => $entry['plugin'],
			'version'  => $version,
			'verified' => $entry['verified'],
			'range'    => self::range_text( $entry['verified'] ),
			'in_range' => $in_range,
			'anyway'   => $anyway,
			'allowed'  => $in_range || $anyway,
		);
	}

	/**
	 * Whether the gate lets a runtime replace its plugin's scripts on this site.
	 *
	 * @param string $runtime 'antispam' or 'forms'.
	 * @return bool
	 */
	public static function allows( $runtime ) {
		$status = self::status( $runtime );
		return $status['allowed'];
	}

	/**
	 * The statuses of the runtimes whose plugin is installed outside the verified range.
	 *
	 * @return array<string, array>
	 */
	public static function outside() {
		$out = array();
		foreach ( array_keys( self::verified() ) as $runtime ) {
			$status = self::status( $runtime );
			if ( ! $status['in_range'] ) {
				$out[ $runtime ] = $status;
			}
		}
		return $out;
	}

	/**
	 * The plugin version the owner chose "use Bramble anyway" for, or null.
	 *
	 * @param string $runtime 'antispam' or 'forms'.
	 * @return string|null
	 */
	public static function anyway_version( $runtime ) {
		$stored = get_option( self::ANYWAY_OPTION, array() );
		return is_array( $stored ) && isset( $stored[ $runtime ] ) && is_string( $stored[ $runtime ] ) ? $stored[ $runtime ] : null;
	}

	/**
	 * Records (or, with null, removes) the owner's "use Bramble anyway" for a runtime.
	 *
	 * @param string      $runtime 'antispam' or 'forms'.
	 * @param string|null $version The installed version it is given for.
	 */
	public static function set_anyway( $runtime, $version ) {
		$stored = get_option( self::ANYWAY_OPTION, array() );
		$stored = is_array( $stored ) ? $stored : array();
		if ( null === $version ) {
			unset( $stored[ $runtime ] );
		} else {
			$stored[ $runtime ] = $version;
		}
		update_option( self::ANYWAY_OPTION, $stored );
	}

	/**
	 * The verified versions as a reader sees them: "6.82 to 6.85 (verified: 6.82, 6.84, 6.85)".
	 *
	 * @param string[] $verified The verified versions.
	 * @return string
	 */
	public static function range_text( $verified ) {
		$sorted = $verified;
		usort( $sorted, 'version_compare' );
		$list = implode( ', ', $sorted );
		return count( $sorted ) > 1 ? sprintf( '%s to %s (verified: %s)', $sorted[0], end( $sorted ), $list ) : $list;
	}
}
