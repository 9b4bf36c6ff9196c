<?php
/**
 * Points the plugins' visitor script handles at Bramble's bundles at the last moment before
 * WordPress prints them. Only a handle's source, version and dependencies change: the page data
 * the plugins attach to their handles (localized globals, inline scripts before and after) is
 * printed as before, and the anti-spam plugin's own `ctPublic` / `ctPublicFunctions`, printed
 * at wp_head priority 1 outside any handle, are not touched.
 *
 * @package Bramble
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * The script swap.
 */
final class Bramble_Swap {

	/**
	 * The chunks to print after a form's container, by form id (preload_form_needs to
	 * print_form_chunks).
	 *
	 * @var array<string, string[]>
	 */
	private static $chunks_after = array();

	/**
	 * The form builder's visitor scripts that forms.js replaces: printed without a source, so
	 * any data attached to them still reaches the page.
	 *
	 * @var string[]
	 */
	const FORMS_DROPPED = array(
		'nf-front-end-deps',
		'nf-datepicker',
		'nf-front-end--inputmask',
		'nf-front-end--currencymask',
		'nf-front-end--rte',
		'nf-jBox',
		'nf-front-end--starrating',
		'nf-fields',
	);

	/**
	 * Third-party scripts the form builder loads that stay, minus its dependencies on jQuery and
	 * on the scripts forms.js replaces (the providers' own scripts need neither).
	 *
	 * @var string[]
	 */
	const FORMS_KEPT = array( 'nf-google-recaptcha', 'nf-cloudflare-turnstile', 'nf-hcaptcha' );

	/**
	 * Libraries the original form front end needed; they are printed only if another script
	 * still depends on them or enqueued them itself.
	 *
	 * @var string[]
	 */
	const FORMS_LIBRARIES = array( 'jquery', 'underscore', 'backbone' );

	/**
	 * Our React vendor file's handle, printed right before forms.js on a form page.
	 */
	const REACT_VENDOR = 'bramble-react-vendor';

	/**
	 * Field types forms.js draws with its `field-kit` chunk (runtime/forms/fields/field-kit.ts),
	 * fetched before the first render of a form that has one.
	 *
	 * @var string[]
	 */
	const KIT_TYPES = array( 'date', 'starrating', 'listimage', 'signature', 'product', 'total', 'shipping', 'repeater', 'recaptcha', 'recaptcha_v3', 'hcaptcha', 'turnstile' );

	/**
	 * Field types forms.js draws with its `html-field` chunk and the sanitizer
	 * (runtime/forms/html/live-display.ts).
	 *
	 * @var string[]
	 */
	const HTML_TYPES = array( 'html', 'note' );

	/**
	 * Field types of the product totals, computed by forms.js's `calc-engine` chunk
	 * (runtime/forms/logic/calc/engine.ts, needsCalcEngine).
	 *
	 * @var string[]
	 */
	const TOTALS_TYPES = array( 'product', 'quantity', 'shipping', 'total' );

	/**
	 * Field and form settings whose markup forms.js shows through the sanitizer before the
	 * first render (runtime/forms/html/needs-sanitizer.ts).
	 *
	 * @var string[]
	 */
	const FIELD_HTML_KEYS = array( 'label', 'help_text', 'desc_text', 'default', 'value' );

	/**
	 * See FIELD_HTML_KEYS.
	 *
	 * @var string[]
	 */
	const FORM_HTML_KEYS = array( 'title', 'beforeForm', 'beforeFields', 'afterFields', 'afterForm' );

	/**
	 * The anti-spam plugin's public bundle handles: `apbct-public-bundle<variant>.min-js`.
	 */
	const ANTISPAM_HANDLE = '/^apbct-public-bundle[a-z_-]*(\.min)?-js$/';

	/**
	 * Hooks in as late as WordPress allows: just before the head scripts and just before the
	 * footer scripts are printed.
	 */
	public static function register() {
		add_action( 'wp_print_scripts', array( __CLASS__, 'swap' ), PHP_INT_MAX );
		// The footer scripts print at priority 10 of this action.
		add_action( 'wp_print_footer_scripts', array( __CLASS__, 'swap' ), 9 );
		// A script printed outside these two moments (a page builder calling wp_print_scripts
		// with a handle) still gets our source.
		add_filter( 'script_loader_src', array( __CLASS__, 'filter_src' ), PHP_INT_MAX, 2 );
		add_action( 'admin_notices', array( __CLASS__, 'missing_bundles_notice' ) );
		// Printed where the form builder prints its form container, in the page's body.
		add_action( 'ninja_forms_before_container', array( __CLASS__, 'preload_form_needs' ), 10, 3 );
		// Printed right after the form's container, before the form's data script.
		add_action( 'ninja_forms_after_form_display', array( __CLASS__, 'print_form_chunks' ) );
	}

	/**
	 * Right before a form's container: preloads for what the form's first render waits for,
	 * so their fetch starts as the browser reaches the form instead of after the form scripts
	 * have run — React's vendor file (the URL forms.js is printed after, see react_deps) and
	 * the chunks forms.js fetches before it draws this form: `field-kit` for a field of the
	 * kit, `html-field` and `sanitizer` for an html field, `sanitizer` for markup in a label
	 * or the form's texts, `calc-engine` for calculations, a field of the product totals or a
	 * `{calc:…}`/`{field:…}` tag in a field's default (the URLs forms.js asks for: no
	 * version). Each printed once per page. Where `forms.js` runs before the form (block
	 * themes), the chunks are printed as scripts after the container instead
	 * (print_form_chunks), and the browser's preload scanner finds those as early.
	 *
	 * @param string|int $form_id  The form's id.
	 * @param array      $settings The form's settings.
	 * @param array      $fields   The form's field models.
	 */
	public static function preload_form_needs( $form_id, $settings, $fields ) {
		static $printed = array();
		if ( is_admin() || ! Bramble_Settings::enabled( 'forms' ) ) {
			return;
		}
		$chunks = self::form_chunks( (array) $settings, (array) $fields );
		if ( self::bundle_before_form() ) {
			self::$chunks_after[ (string) $form_id ] = $chunks;
			$chunks = array();
		}
		$needs = array();
		$scripts = wp_scripts();
		if ( ! $scripts->query( 'react', 'enqueued' ) && ! $scripts->query( 'react', 'done' ) ) {
			$url = self::bundle_url( 'react-vendor.js' );
			if ( null !== $url ) {
				$needs[] = add_query_arg( 'ver', self::bundle_version( 'react-vendor.js' ), $url );
			}
		}
		foreach ( $chunks as $chunk ) {
			$url = self::bundle_url( $chunk . '.js' );
			if ( null !== $url ) {
				$needs[] = $url;
			}
		}
		foreach ( $needs as $href ) {
			if ( isset( $printed[ $href ] ) ) {
				continue;
			}
			$printed[ $href ] = true;
			printf( '<link rel="preload" as="script" href="%s">' . "\n", esc_url( $href ) );
		}
	}

	/**
	 * Whether `forms.js` runs before this form's data script: it was printed already, or the
	 * page's head is still to come (a block theme renders the content before `wp_head`, and
	 * prints the form scripts there).
	 *
	 * @return bool
	 */
	private static function bundle_before_form() {
		return wp_script_is( 'nf-front-end', 'done' ) || ! did_action( 'wp_head' );
	}

	/**
	 * Right after a form's container, where `forms.js` has already run (see
	 * bundle_before_form): the chunks the form's first render needs, as ordinary scripts,
	 * each once per page. They run before the form's data script that follows, so `forms.js`
	 * finds them registered and draws the form in that script's task; as fetched chunks they
	 * ran in tasks of their own after the browser had painted the page without the form
	 * (the job application: about 8 ms later, issue 19). Only what follows the form waits
	 * for them, and the form could not be drawn before they arrived anyway. The URLs are the
	 * ones `forms.js` asks for (no `?ver=`), so a chunk is fetched once.
	 *
	 * @param string|int $form_id The form's id.
	 */
	public static function print_form_chunks( $form_id ) {
		static $printed = array();
		$key = (string) $form_id;
		if ( ! isset( self::$chunks_after[ $key ] ) ) {
			return;
		}
		foreach ( self::$chunks_after[ $key ] as $chunk ) {
			$url = self::bundle_url( $chunk . '.js' );
			if ( null === $url || isset( $printed[ $chunk ] ) ) {
				continue;
			}
			$printed[ $chunk ] = true;
			// Through WordPress's script tag, so a policy plugin's attributes (a CSP nonce) apply.
			wp_print_script_tag(
				array(
					'src' => esc_url_raw( $url ),
					'id'  => 'bramble-' . $chunk . '-js',
				)
			);
		}
		unset( self::$chunks_after[ $key ] );
	}

	/**
	 * The chunks forms.js loads before the first render of a form with these settings and
	 * fields (runtime/forms/mount-form.tsx, preloadFormChunks), in the order it asks for them.
	 *
	 * @param array $settings The form's settings.
	 * @param array $fields   The form's field models.
	 * @return string[] Chunk names.
	 */
	private static function form_chunks( $settings, $fields ) {
		$has_markup = function ( $value ) {
			return is_string( $value ) && 1 === preg_match( '/[<&]/', $value );
		};
		$sanitizer = false;
		$kit       = false;
		$html      = false;
		$calcs     = false;
		foreach ( self::FORM_HTML_KEYS as $key ) {
			$sanitizer = $sanitizer || ( isset( $settings[ $key ] ) && $has_markup( $settings[ $key ] ) );
		}
		foreach ( $fields as $field ) {
			if ( ! is_object( $field ) || ! method_exists( $field, 'get_setting' ) ) {
				continue;
			}
			$type  = $field->get_setting( 'type' );
			$kit   = $kit || in_array( $type, self::KIT_TYPES, true );
			$calcs = $calcs || in_array( $type, self::TOTALS_TYPES, true ) || self::has_display_tag( $field->get_setting( 'default' ) );
			$html  = $html || in_array( $type, self::HTML_TYPES, true );
			foreach ( self::FIELD_HTML_KEYS as $key ) {
				$sanitizer = $sanitizer || $has_markup( $field->get_setting( $key ) );
			}
		}
		$calcs = $calcs || ( isset( $settings['calculations'] ) && is_array( $settings['calculations'] ) && count( $settings['calculations'] ) > 0 );
		$chunks = array();
		if ( $sanitizer || $html ) {
			$chunks[] = 'sanitizer';
		}
		if ( $kit ) {
			$chunks[] = 'field-kit';
		}
		if ( $calcs ) {
			$chunks[] = 'calc-engine';
		}
		if ( $html ) {
			$chunks[] = 'html-field';
		}
		return $chunks;
	}

	/**
	 * Whether a field's default holds a `{calc:…}` or `{field:…}` tag, which forms.js shows
	 * with its `calc-engine` chunk (runtime/forms/logic/calc/engine.ts, needsCalcEngine).
	 *
	 * @param mixed $value The field's `default` setting.
	 * @return bool
	 */
	private static function has_display_tag( $value ) {
		return is_scalar( $value ) && 1 === preg_match( '/\{(?:calc|field):/', (string) $value );
	}

	/**
	 * The URL of a file in the plugin's dist/ folder, or null when the file is missing.
	 *
	 * @param string $file A file name such as 'antispam.js'.
	 * @return string|null
	 */
	public static function bundle_url( $file ) {
		$path = self::dist_dir() . $file;
		if ( ! is_readable( $path ) ) {
			return null;
		}
		return plugins_url( 'dist/' . $file, BRAMBLE_PLUGIN_FILE );
	}

	/**
	 * The version printed as `?ver=`: the plugin's, plus the bundle's time, so a rebuilt
	 * bundle is fetched again.
	 *
	 * @param string $file A file name in dist/.
	 * @return string
	 */
	private static function bundle_version( $file ) {
		$time = @filemtime( self::dist_dir() . $file );
		return BRAMBLE_PLUGIN_VERSION . ( $time ? '.' . $time : '' );
	}

	/**
	 * The dist/ folder inside the plugin.
	 *
	 * @return string
	 */
	private static function dist_dir() {
		return plugin_dir_path( BRAMBLE_PLUGIN_FILE ) . 'dist/';
	}

	/**
	 * Rewrites the registered handles. Runs more than once per page; each run is idempotent.
	 */
	public static function swap() {
		if ( is_admin() ) {
			return;
		}
		$scripts = wp_scripts();
		if ( Bramble_Settings::enabled( 'antispam' ) ) {
			self::swap_antispam( $scripts );
		}
		if ( Bramble_Settings::enabled( 'forms' ) ) {
			self::swap_forms( $scripts );
		}
	}

	/**
	 * The anti-spam bundle (whichever variant the plugin chose) becomes dist/antispam.js.
	 *
	 * @param WP_Scripts $scripts The page's scripts.
	 */
	private static function swap_antispam( $scripts ) {
		$url = self::bundle_url( 'antispam.js' );
		if ( null === $url ) {
			return;
		}
		foreach ( $scripts->registered as $handle => $script ) {
			if ( preg_match( self::ANTISPAM_HANDLE, $handle ) ) {
				$script->src = $url;
				$script->ver = self::bundle_version( 'antispam.js' );
				self::print_chunk_base( $scripts, $handle );
			}
		}
	}

	/**
	 * The form front end becomes dist/forms.js with no dependencies; the scripts it replaces
	 * print only their data.
	 *
	 * @param WP_Scripts $scripts The page's scripts.
	 */
	private static function swap_forms( $scripts ) {
		$url = self::bundle_url( 'forms.js' );
		if ( null === $url || ! isset( $scripts->registered['nf-front-end'] ) ) {
			return;
		}
		$front_end       = $scripts->registered['nf-front-end'];
		$front_end->src  = $url;
		$front_end->ver  = self::bundle_version( 'forms.js' );
		self::print_chunk_base( $scripts, 'nf-front-end' );
		$front_end->deps = self::react_deps( $scripts );
		foreach ( self::FORMS_DROPPED as $handle ) {
			if ( isset( $scripts->registered[ $handle ] ) ) {
				$dropped      = $scripts->registered[ $handle ];
				$dropped->src = false;
				// Its dependencies (jQuery, Backbone, WordPress's React…) were only for its code.
				$dropped->deps = array();
				// Its translations call wp.i18n, which no longer loads for it.
				$dropped->textdomain = null;
			}
		}
		$unwanted = array_merge( self::FORMS_DROPPED, self::FORMS_LIBRARIES );
		foreach ( self::FORMS_KEPT as $handle ) {
			if ( isset( $scripts->registered[ $handle ] ) ) {
				$kept       = $scripts->registered[ $handle ];
				$kept->deps = array_values( array_diff( $kept->deps, $unwanted ) );
			}
		}
	}

	/**
	 * What forms.js needs printed before it: every form's first render waits for React. When
	 * the page already prints WordPress's React (another script needs `react`), those handles,
	 * so forms.js finds `window.React` and fetches nothing; otherwise our react-vendor.js, in
	 * the same place as forms.js (head or footer), so the browser fetches both at once instead
	 * of forms.js asking for React after it has loaded and run (a round trip on the way to the
	 * first render). The chunk registers itself when it runs; forms.js then finds it loaded.
	 *
	 * @param WP_Scripts $scripts The page's scripts.
	 * @return string[]
	 */
	private static function react_deps( $scripts ) {
		if ( $scripts->query( 'react', 'enqueued' ) || $scripts->query( 'react', 'done' ) ) {
			return isset( $scripts->registered['react-dom'] ) ? array( 'react', 'react-dom' ) : array();
		}
		$url = self::bundle_url( 'react-vendor.js' );
		if ( null === $url ) {
			return array();
		}
		if ( ! isset( $scripts->registered[ self::REACT_VENDOR ] ) ) {
			$scripts->add( self::REACT_VENDOR, $url, array(), self::bundle_version( 'react-vendor.js' ) );
		}
		// A footer form script keeps React in the footer: never a render-blocking head script.
		$group = $scripts->get_data( 'nf-front-end', 'group' );
		if ( $group ) {
			$scripts->add_data( self::REACT_VENDOR, 'group', $group );
		}
		return array( self::REACT_VENDOR );
	}

	/**
	 * Prints `window.brambleChunkBase` before a bundle: the folder its lazy chunks come from.
	 * A bundle finds its chunks beside its own URL; an optimizer that combines or moves the
	 * bundles (a cache folder) breaks that, and this global keeps the chunks found. Added once
	 * per handle, however often the swap runs.
	 *
	 * @param WP_Scripts $scripts The page's scripts.
	 * @param string     $handle  The swapped handle.
	 */
	private static function print_chunk_base( $scripts, $handle ) {
		$line   = 'var brambleChunkBase = ' . wp_json_encode( plugins_url( 'dist/', BRAMBLE_PLUGIN_FILE ) ) . ';';
		$before = $scripts->get_data( $handle, 'before' );
		if ( is_array( $before ) && in_array( $line, $before, true ) ) {
			return;
		}
		$scripts->add_inline_script( $handle, $line, 'before' );
	}

	/**
	 * The same source swap for a handle printed some other way.
	 *
	 * @param string $src    The script's URL.
	 * @param string $handle Its handle.
	 * @return string
	 */
	public static function filter_src( $src, $handle ) {
		if ( is_admin() || ! is_string( $handle ) ) {
			return $src;
		}
		$file = null;
		if ( 'nf-front-end' === $handle && Bramble_Settings::enabled( 'forms' ) ) {
			$file = 'forms.js';
		} elseif ( preg_match( self::ANTISPAM_HANDLE, $handle ) && Bramble_Settings::enabled( 'antispam' ) ) {
			$file = 'antispam.js';
		}
		if ( null === $file || false !== strpos( (string) $src, '/dist/' . $file ) ) {
			return $src;
		}
		$url = self::bundle_url( $file );
		return null === $url ? $src : add_query_arg( 'ver', self::bundle_version( $file ), $url );
	}

	/**
	 * Tells an administrator when the plugin was installed without its bundles.
	 */
	public static function missing_bundles_notice() {
		if ( ! current_user_can( 'activate_plugins' ) || null !== self::bundle_url( 'antispam.js' ) ) {
			return;
		}
		printf(
			'<div class="notice notice-error"><p>%s</p></div>',
			esc_html( sprintf( '[bramble] Failed to find the bundles: %s has no antispam.js, so the original scripts are served. Install the plugin from bramble-wordpress.zip (npm run build writes it), which carries them.', self::dist_dir() ) )
		);
	}
}
