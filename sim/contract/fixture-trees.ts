import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { PluginTree } from './types'

/** A plugin release as files: path → text. */
export type ReleaseFiles = Readonly<Record<string, string>>

/** What a synthetic anti-spam release varies. */
export interface AntispamFixture {
  readonly version?: string
  /** The REST route of the alt-sessions call (`alt_sessions` in the real plugin). */
  readonly altSessionsRoute?: string
  /** The honeypot field prefix (`apbct__email_id__` since 6.85). */
  readonly honeypot?: string
}

/**
 * A small anti-spam release written the way the real plugin writes each part of its
 * visitor contract (Localize classes, its loader, the AJAX service, the REST controller,
 * the alt-sessions allow-list, the prebuilt visitor bundle) — for tests that must not
 * need ../shared.
 */
export function antispamRelease(f: AntispamFixture = {}): ReleaseFiles {
  return {
    'cleantalk.php': `<?php\n/*\n  Plugin Name: Anti-Spam\n  Version: ${f.version ?? '1.0'}\n*/\n`,
    'lib/Cleantalk/ApbctWP/Localize/CtPublicLocalize.php': `<?php
class CtPublicLocalize {
    const NAME = 'ctPublic';
    public static function getData() {
        $localize_array = array(
            'blog_home' => get_home_url() . '/',
            'pixel__url' => $apbct->pixel_url, // a comment, with 'fake_key' => 1
            // 'old_key' => 'commented out',
            'wl_brandname' => __('Anti-Spam, by us', 'x'),
        );
        if ( $apbct->settings['trp'] ) {
            $localize_array = array_merge($localize_array, RealPerson::getLocalizingData());
        }
        return $localize_array;
    }
}`,
    'lib/Cleantalk/ApbctWP/RealPerson.php': `<?php
class RealPerson {
    public static function getLocalizingData() {
        $localize_array['theRealPerson'] = [
            'phrases' => ['trpHeading' => esc_html__('Badge', 'x')],
            'imgPersonUrl' => APBCT_URL . '/real_user.svg',
        ];
        return $localize_array;
    }
}`,
    'inc/cleantalk-public.php': `<?php
function enqueue() {
    ApbctEnqueue::getInstance()->js($bundle_name, array(), $in_footer);
    wp_enqueue_script('ct_bot_detector', APBCT_BOT_DETECTOR_SCRIPT_URL, [], APBCT_VERSION);
    $apbct->ajax_service->addPublicAction('apbct_get_pixel_url', 'apbct_get_pixel_url');
    add_action('wp_ajax_nopriv_apbct_decode_email', 'decode');
    add_action('wp_ajax_apbct_decode_email', 'decode');
    echo '<input type="hidden" name="ct_checkjs" value="0" />';
    echo '<input type="hidden" name="${f.honeypot ?? 'apbct__email_id__'}search_form" />';
}`,
    'lib/Cleantalk/ApbctWP/RestController.php': `<?php
class RestController {
    public function __construct() { $this->namespace = 'cleantalk-antispam/v1'; }
    public function register_routes() {
        register_rest_route($this->namespace, "/${f.altSessionsRoute ?? 'alt_sessions'}", array(
            'methods' => 'POST',
        ));
    }
}`,
    'lib/Cleantalk/ApbctWP/Variables/AltSessions.php': `<?php
class AltSessions {
    private static $allowed_alt_cookies = [
        'ct_ps_timestamp' => 'int',
        'apbct_visible_fields' => 'json',
    ];
}`,
    'js/apbct-public-bundle.min.js': 'minified',
    'js/apbct-public-bundle_gathering.min.js': 'minified',
    'js/prebuild/apbct-public-bundle.js': `
function start() {
  ctSetCookie('ct_pointer_data', JSON.stringify(data));
  apbctLocalStorage.set('apbct_page_hits', 1);
  const field = document.createElement('input');
  field.name = 'ct_no_cookie_hidden_field';
  document.querySelectorAll('[data-original-string]');
  el.classList.add('apbct-email-encoder');
  document.getElementById('apbct_popup');
}`,
    'inc/cleantalk-admin.php': `<?php
wp_localize_script('cleantalk-admin-js', 'ctAdminCommon', array('_ajax_url' => admin_url()));`,
  }
}

/** What a synthetic form-builder release varies. */
export interface FormsFixture {
  readonly version?: string
  /** The nonce key of `nfFrontEnd` (`ajaxNonce` in the real plugin). */
  readonly nonceKey?: string
  /** The submit button's template markup. */
  readonly submitTemplate?: string
}

/** A small form-builder release, written the way the real plugin writes its visitor side. */
export function formsRelease(f: FormsFixture = {}): ReleaseFiles {
  return {
    'ninja-forms.php': `<?php\n/*\nPlugin Name: Forms\nVersion: ${f.version ?? '3.0'}\n*/\n`,
    'includes/Display/Render.php': `<?php
class NF_Display_Render {
    public static function localize( $form_id ) { ?>
        <script>var formDisplay=1;var nfForms=nfForms||[];var form=[];form.id='<?php echo $form_id; ?>';form.fields=<?php echo $f; ?>;nfForms.push(form);</script>
        <?php
    }
    public static function enqueue_scripts( $form_id ) {
        wp_enqueue_script( 'nf-front-end-deps', $js_dir . 'front-end-deps.js', array( 'jquery', 'backbone' ), $ver );
        wp_enqueue_script( 'nf-front-end', $js_dir . 'front-end.js', array( 'nf-front-end-deps' ), $ver );
        wp_localize_script( 'nf-front-end', 'nfi18n', Ninja_Forms::config( 'i18nFrontEnd' ) );
        $data = apply_filters( 'ninja_forms_render_localize_script_data', array(
            'adminAjax' => admin_url( 'admin-ajax.php' ),
            '${f.nonceKey ?? 'ajaxNonce'}' => wp_create_nonce( 'ninja_forms_display_nonce' ),
        ));
        wp_localize_script( 'nf-front-end', 'nfFrontEnd', $data );
    }
}`,
    'includes/Config/i18nFrontEnd.php': `<?php
return apply_filters( 'ninja_forms_i18n_front_end', array(
    'changeEmailErrorMsg' => esc_html__( 'Please enter a valid email address!', 'ninja-forms' ),
    'thousands_sep' => $wp_locale->number_format[ 'thousands_sep' ],
));`,
    'includes/AJAX/Controllers/Submission.php': `<?php
class NF_AJAX_Controllers_Submission {
    public function __construct() {
        add_action( 'wp_ajax_nf_ajax_submit', array( $this, 'submit' ) );
        add_action( 'wp_ajax_nopriv_nf_ajax_submit', array( $this, 'submit' ) );
        if ( isset( $_COOKIE[ 'nf_wp_session' ] ) ) {}
    }
}`,
    'includes/Templates/display-form-container.html.php': `<div id="nf-form-<?php echo $form_id; ?>-cont" class="nf-form-cont<?php echo $wrapper_class; ?>"><div class="nf-loading-spinner"></div></div>`,
    'includes/Templates/fields-submit.html': `<script id="tmpl-nf-field-submit" type="text/template">${f.submitTemplate ?? '<input type="submit" class="ninja-forms-field">'}</script>`,
    'includes/Admin/Menus/Forms.php': `<?php
wp_localize_script( 'nf-builder', 'nfAdmin', array( 'ajaxNonce' => 1 ) );`,
  }
}

/** An in-memory tree of `files`. */
export function memoryTree(files: ReleaseFiles): PluginTree {
  return {
    files: Object.keys(files).sort(),
    read: (file) => files[file] ?? '',
  }
}

/** Writes `files` under `dir` (created as needed); returns `dir`. */
export function writeRelease(dir: string, files: ReleaseFiles): string {
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    writeFileSync(path.join(dir, file), text)
  }
  return dir
}
