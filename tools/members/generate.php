<?php
/**
 * Generates members for benchmarks, fast: batched multi-row INSERTs straight
 * into the tables (WordPress' APIs would take minutes for 100,000 users).
 *
 *   php tools/members/generate.php SITE_DIR N
 *
 * Tops the site up to N memberships in Vitrine's table and, for the
 * benchmark's baseline, the same memberships stored the common way: one post
 * per membership (post_author = member, post_parent = plan, post_status =
 * "wcm-<status>", start date in postmeta), names in usermeta. Idempotent:
 * running it again with the same N adds nothing.
 *
 * @package Vitrine
 */

if ( PHP_SAPI !== 'cli' ) {
	exit( 1 );
}

/** The baseline's post type (memberships as posts, the common approach). */
const VITRINE_BASELINE_TYPE = 'vitrine_bl_member';

/**
 * Adds members until the memberships table holds $target rows.
 *
 * @param int $target Memberships wanted in total.
 * @return int Members added.
 */
function vitrine_generate_members( int $target ): int {
	global $wpdb;
	\Vitrine\Memberships\Schema::maybe_upgrade();
	$table = \Vitrine\Memberships\Schema::table();
	$have  = (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$table}" ); // phpcs:ignore WordPress.DB
	$add   = max( 0, $target - $have );
	$plans = array_keys( \Vitrine\Memberships\Plans::published() );
	if ( ! $add || ! $plans ) {
		return 0;
	}
	$firsts   = array( 'Anna', 'Ben', 'Clara', 'David', 'Emma', 'Felix', 'Greta', 'Hannes', 'Ida', 'Jonas', 'Kira', 'Lukas', 'Mia', 'Noah', 'Olga', 'Paul', 'Rosa', 'Sven', 'Tilda', 'Uwe', 'Vera', 'Willi', 'Xenia', 'Yannick', 'Zora' );
	$lasts    = array( 'Becker', 'Fischer', 'Hoffmann', 'Koch', 'Lange', 'Meyer', 'Neumann', 'Richter', 'Schäfer', 'Schmidt', 'Schulz', 'Wagner', 'Weber', 'Wolf', 'Zimmermann', 'Braun', 'Krüger', 'Hartmann', 'Vogel', 'Berger', 'Albrecht', 'Dietrich', 'Engel', 'Frank', 'Graf', 'Haas', 'Jung', 'Kaiser', 'Lorenz', 'Möller', 'Otto', 'Peters', 'Roth', 'Sommer', 'Thomas', 'Ulrich', 'Voigt', 'Winkler', 'Ziegler', 'Nowak' );
	$statuses = array( 'active', 'active', 'active', 'active', 'paused', 'expired', 'cancelled', 'pending', 'free_trial', 'complimentary' );
	$hash     = '$P$Bbenchbenchbenchbenchbenchbenc'; // Nobody logs in as a generated member.
	$caps     = serialize( array( 'subscriber' => true ) ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions -- usermeta's own format.
	$cap_key  = $wpdb->get_blog_prefix() . 'capabilities';
	$now      = gmdate( 'Y-m-d H:i:s' );
	$seq      = (int) $wpdb->get_var( "SELECT COALESCE(MAX(ID), 0) FROM {$wpdb->users}" ) + 1;
	$batch    = 2000;
	for ( $done = 0; $done < $add; $done += $batch ) {
		$count   = min( $batch, $add - $done );
		$users   = array();
		$meta    = array();
		$members = array();
		$posts   = array();
		for ( $k = 0; $k < $count; $k++, $seq++ ) {
			// Hashes, so that name, status and plan do not go in step.
			$first     = $firsts[ crc32( "f{$seq}" ) % count( $firsts ) ];
			$last      = $lasts[ crc32( "l{$seq}" ) % count( $lasts ) ] . ( $seq % 3 ? '' : '-' . $lasts[ crc32( "d{$seq}" ) % count( $lasts ) ] );
			$status    = $statuses[ crc32( "s{$seq}" ) % count( $statuses ) ];
			$plan      = $plans[ crc32( "p{$seq}" ) % count( $plans ) ];
			$login     = 'bench-' . $seq;
			$users[]   = $wpdb->prepare( '(%d,%s,%s,%s,%s,%s,%s)', $seq, $login, $hash, $login, $login . '@bench.test', $now, $first . ' ' . $last );
			$meta[]    = $wpdb->prepare( '(%d,%s,%s),(%d,%s,%s),(%d,%s,%s),(%d,%s,%s)', $seq, 'first_name', $first, $seq, 'last_name', $last, $seq, $cap_key, $caps, $seq, 'description', 'Mitglied seit ' . ( 2000 + $seq % 25 ) . '.' );
			$members[] = $wpdb->prepare( '(%d,%d,%s,%s,%s,%s)', $seq, $plan, $status, $now, $first, $last );
			$posts[]   = $wpdb->prepare( '(%d,%s,%s,%s,%s,%s,%s,%d,%s,%s,%s)', $seq, $now, $now, '', 'Mitgliedschaft ' . $seq, '', 'wcm-' . $status, $plan, VITRINE_BASELINE_TYPE, $now, $now );
		}
		// phpcs:disable WordPress.DB -- values prepared above, one statement per table and batch.
		$wpdb->query( 'START TRANSACTION' ); // One commit per batch, not per row.
		$wpdb->query( "INSERT INTO {$wpdb->users} (ID,user_login,user_pass,user_nicename,user_email,user_registered,display_name) VALUES " . implode( ',', $users ) );
		$wpdb->query( "INSERT INTO {$wpdb->usermeta} (user_id,meta_key,meta_value) VALUES " . implode( ',', $meta ) );
		$wpdb->query( "INSERT INTO {$table} (user_id,plan_id,status,start_date,first_name,last_name) VALUES " . implode( ',', $members ) );
		$wpdb->query( "INSERT INTO {$wpdb->posts} (post_author,post_date,post_date_gmt,post_content,post_title,post_excerpt,post_status,post_parent,post_type,post_modified,post_modified_gmt) VALUES " . implode( ',', $posts ) );
		$first_post = (int) $wpdb->insert_id;
		$postmeta   = array();
		for ( $k = 0; $k < $count; $k++ ) {
			$postmeta[] = $wpdb->prepare( '(%d,%s,%s)', $first_post + $k, '_start_date', $now );
		}
		$wpdb->query( "INSERT INTO {$wpdb->postmeta} (post_id,meta_key,meta_value) VALUES " . implode( ',', $postmeta ) );
		$wpdb->query( 'COMMIT' );
		// phpcs:enable
	}
	wp_cache_flush();
	return $add;
}

// Run from the command line (not included by the benchmark): after the definitions above.
if ( realpath( $argv[0] ?? '' ) === __FILE__ ) {
	[ , $vitrine_dir, $vitrine_n ] = $argv + array( '', '', '' );
	if ( '' === $vitrine_dir || ! ctype_digit( (string) $vitrine_n ) ) {
		fwrite( STDERR, "Usage: php tools/members/generate.php SITE_DIR N\n" );
		exit( 2 );
	}
	$_SERVER['HTTP_HOST'] = '127.0.0.1';
	require $vitrine_dir . '/wp-load.php';
	$vitrine_t0    = microtime( true );
	$vitrine_added = vitrine_generate_members( (int) $vitrine_n );
	printf( "%d members added in %.1f s\n", $vitrine_added, microtime( true ) - $vitrine_t0 );
}
