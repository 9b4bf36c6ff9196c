<?php
/**
 * The commands of tool.php. Each takes the decoded JSON input and returns what is printed.
 */

/** Installs WordPress non-interactively. */
function bramble_tool_install( $input ) {
	require_once ABSPATH . 'wp-admin/includes/upgrade.php';
	$result = wp_install( 'Bramble test site', 'admin', 'admin@example.com', true, '', 'bramble-admin-password' );
	update_option( 'permalink_structure', '' );
	return array( 'user' => $result['user_id'] );
}

/** Switches to the theme and activates the plugins, one by one. */
function bramble_tool_activate( $input ) {
	require_once ABSPATH . 'wp-admin/includes/plugin.php';
	if ( ! empty( $input['theme'] ) ) {
		switch_theme( $input['theme'] );
	}
	wp_set_current_user( 1 );
	$errors = array();
	foreach ( $input['plugins'] as $plugin ) {
		$result = activate_plugin( $plugin );
		if ( is_wp_error( $result ) ) {
			$errors[ $plugin ] = $result->get_error_message();
		}
	}
	return array(
		'active' => get_option( 'active_plugins' ),
		'errors' => $errors,
	);
}

/** Merges patches into the anti-spam plugin's two options. */
function bramble_tool_antispam( $input ) {
	foreach ( array( 'settings' => 'cleantalk_settings', 'data' => 'cleantalk_data' ) as $key => $option ) {
		if ( ! empty( $input[ $key ] ) ) {
			$current = get_option( $option, array() );
			update_option( $option, array_merge( is_array( $current ) ? $current : array(), $input[ $key ] ) );
		}
	}
	// Otherwise the first visitor call to admin-ajax is redirected to the settings page.
	delete_option( 'ct_plugin_do_activation_redirect' );
	return array(
		'settings' => get_option( 'cleantalk_settings' ),
		'data'     => get_option( 'cleantalk_data' ),
	);
}

/** The content the tests visit: a post with comments and contacts, and a page per form. */
function bramble_tool_provision( $input ) {
	wp_set_current_user( 1 );
	bramble_tool_antispam( $input['antispam'] );

	$post_id = wp_insert_post(
		array(
			'post_title'     => 'A post with comments',
			'post_status'    => 'publish',
			'comment_status' => 'open',
			'post_content'   => '<!-- wp:paragraph --><p>Write to <a href="mailto:jane.doe@example.com">jane.doe@example.com</a> or to sales@example.org, or call +1 (555) 010-0199.</p><!-- /wp:paragraph -->',
		),
		true
	);
	if ( is_wp_error( $post_id ) ) {
		throw new Exception( 'post: ' . $post_id->get_error_message() );
	}
	foreach ( array( 'Ada Reader', 'Ben Visitor' ) as $i => $author ) {
		wp_insert_comment(
			array(
				'comment_post_ID'      => $post_id,
				'comment_author'       => $author,
				'comment_author_email' => 'reader' . $i . '@example.com',
				'comment_content'      => 'A comment already on the post, number ' . ( $i + 1 ) . '.',
				'comment_approved'     => 1,
			)
		);
	}

	return array(
		'post'  => array(
			'id'  => $post_id,
			'url' => get_permalink( $post_id ),
		),
	);
}

/**
 * Imports one `.nff` export through the form builder's importer and puts the form on a page.
 * One import per process, as in the admin (one per request): the builder caches the form it
 * is creating, so a second import in the same process would overwrite the first.
 */
function bramble_tool_import_form( $input ) {
	// The importer hands the fields to the builder's background process, which the site runs
	// in a request to its own admin-ajax; that request carries no login, so its nonce is made
	// for the visitor without one.
	wp_set_current_user( 0 );
	$form_id = Ninja_Forms()->form()->import_form( bramble_read_export( $input['path'] ) );
	if ( ! $form_id ) {
		throw new Exception( 'The form builder refused ' . $input['path'] );
	}
	wp_set_current_user( 1 );
	$title   = Ninja_Forms()->form( $form_id )->get()->get_setting( 'title' );
	$page_id = wp_insert_post(
		array(
			'post_type'    => 'page',
			'post_author'  => 1,
			'post_title'   => $title ? $title : $input['name'],
			'post_status'  => 'publish',
			'post_content' => '<!-- wp:shortcode -->[ninja_form id=' . $form_id . ']<!-- /wp:shortcode -->',
		),
		true
	);
	if ( is_wp_error( $page_id ) ) {
		throw new Exception( 'page: ' . $page_id->get_error_message() );
	}
	return array(
		'formId' => (int) $form_id,
		'pageId' => $page_id,
		'url'    => get_permalink( $page_id ),
	);
}

/**
 * An export as the builder's admin importer reads it. The importer's API decodes every string
 * from UTF-8 to Latin-1 (for old exports that were encoded twice); for an export with a
 * non-ASCII word ("Français") that leaves bytes the database refuses, so the fields' settings
 * and the form's cache are never written and the form shows no field. The admin importer
 * (Import / Export) keeps the strings as they are when the decoded form is no longer valid
 * UTF-8; so does this.
 */
function bramble_read_export( $path ) {
	$raw  = file_get_contents( $path );
	$data = json_decode( WPN_Helper::json_cleanup( html_entity_decode( $raw, ENT_QUOTES ) ), true );
	if ( ! is_array( $data ) ) {
		$data = json_decode( WPN_Helper::json_cleanup( $raw ), true );
	}
	if ( ! is_array( $data ) ) {
		return $raw;
	}
	$decoded = WPN_Helper::utf8_decode( $data );
	return json_encode( $decoded ) ? $decoded : $data;
}

/**
 * Runs the builder's stalled field-update queue, as its cron health check does on a real
 * site every few minutes (the test site runs no cron). A dispatch that arrives while another
 * run holds the queue's lock ends at once; if that run finished before the last import saved
 * its batch, nobody picks the batch up. The health check's own handler ends in wp_die(),
 * which here only stops the run.
 */
function bramble_tool_field_queue( $input ) {
	global $wpdb;
	add_filter(
		'wp_die_handler',
		function () {
			return function () {
				throw new RuntimeException( 'queue done' );
			};
		}
	);
	$left = function () use ( $wpdb ) {
		return (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->options} WHERE option_name LIKE 'wp\\_nf\\_update\\_fields\\_batch\\_%'" );
	};
	// Run outside a request, the handler finds its time budget spent after each field: one
	// field per run, so run it until the queue is empty.
	for ( $i = 0; $i < 1000 && $left() > 0; $i++ ) {
		delete_site_transient( 'wp_nf_update_fields_process_lock' );
		wp_cache_flush();
		try {
			do_action( 'wp_nf_update_fields_cron' );
		} catch ( RuntimeException $e ) {
			// The handler's normal end.
		}
	}
	return array( 'left' => $left() );
}

/** A form's stored submissions, oldest first, with values by field key and raw meta. */
function bramble_tool_submissions( $input ) {
	$form_id = (int) $input['formId'];
	$keys    = array();
	foreach ( Ninja_Forms()->form( $form_id )->get_fields() as $field ) {
		$keys[ $field->get_id() ] = $field->get_setting( 'key' );
	}
	$posts = get_posts(
		array(
			'post_type'      => 'nf_sub',
			'post_status'    => 'any',
			'posts_per_page' => -1,
			'orderby'        => 'ID',
			'order'          => 'ASC',
			'meta_key'       => '_form_id',
			'meta_value'     => $form_id,
		)
	);
	$out = array();
	foreach ( $posts as $post ) {
		$meta   = array();
		$values = array();
		foreach ( get_post_meta( $post->ID ) as $key => $list ) {
			$value        = maybe_unserialize( $list[0] );
			$meta[ $key ] = $value;
			if ( preg_match( '/^_field_(\d+)$/', $key, $m ) ) {
				$values[ isset( $keys[ $m[1] ] ) ? $keys[ $m[1] ] : $key ] = $value;
			}
		}
		$out[] = array(
			'id'     => $post->ID,
			'date'   => $post->post_date_gmt,
			'values' => $values,
			'meta'   => $meta,
		);
	}
	return $out;
}

/** A form's fields in order: id, key, type and label, as the form builder reads them. */
function bramble_tool_fields( $input ) {
	$out = array();
	foreach ( Ninja_Forms()->form( (int) $input['formId'] )->get_fields() as $field ) {
		$out[] = array(
			'id'    => (int) $field->get_id(),
			'key'   => $field->get_setting( 'key' ),
			'type'  => $field->get_setting( 'type' ),
			'label' => $field->get_setting( 'label' ),
			'order' => (int) $field->get_setting( 'order' ),
		);
	}
	usort(
		$out,
		function ( $a, $b ) {
			return $a['order'] - $b['order'];
		}
	);
	return $out;
}

/** Sets an option (null deletes it) and returns what WordPress now reads. */
function bramble_tool_option( $input ) {
	if ( null === $input['value'] ) {
		delete_option( $input['name'] );
	} else {
		update_option( $input['name'], $input['value'] );
	}
	return array( 'value' => get_option( $input['name'], null ) );
}

/**
 * Bramble's version gate as the plugin sees it: each runtime's status (installed version,
 * verified versions, whether it is in range). With `anyway: true`, first turns on "use
 * Bramble anyway" for the installed release of each plugin, as an owner would on Settings →
 * Bramble (the compatibility matrix runs every release with Bramble's scripts this way).
 */
function bramble_tool_gate( $input ) {
	$out = array();
	foreach ( array_keys( Bramble_Gate::verified() ) as $runtime ) {
		if ( ! empty( $input['anyway'] ) ) {
			Bramble_Gate::set_anyway( $runtime, Bramble_Gate::installed_version( $runtime ) );
		}
		$out[ $runtime ] = Bramble_Gate::status( $runtime );
	}
	return $out;
}
