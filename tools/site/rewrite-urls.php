<?php
/**
 * Rewrites strings in every text column of a site's SQLite database, for a
 * site copied to another URL (tools/site/site.mjs cloneSite):
 *
 *   php rewrite-urls.php DATABASE '[["http://127.0.0.1:8889","http://127.0.0.1:8899"]]'
 *
 * Each pair must be of equal length, so that PHP-serialized values (whose
 * strings carry their byte length) stay valid without being unserialized.
 *
 * @package Vitrine
 */

if ( PHP_SAPI !== 'cli' || 3 !== $argc ) {
	fwrite( STDERR, "Usage: php rewrite-urls.php DATABASE PAIRS_JSON\n" );
	exit( 2 );
}

$vitrine_pairs = json_decode( $argv[2], true );
if ( ! is_array( $vitrine_pairs ) ) {
	fwrite( STDERR, "PAIRS_JSON is not a JSON list of pairs\n" );
	exit( 2 );
}
foreach ( $vitrine_pairs as [ $vitrine_from, $vitrine_to ] ) {
	if ( strlen( $vitrine_from ) !== strlen( $vitrine_to ) ) {
		fwrite( STDERR, "Pair of unequal length: {$vitrine_from} → {$vitrine_to}\n" );
		exit( 2 );
	}
}

$vitrine_db = new PDO( 'sqlite:' . $argv[1], null, null, array( PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION ) );
$vitrine_db->beginTransaction();
$vitrine_tables = $vitrine_db->query( "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'" )->fetchAll( PDO::FETCH_COLUMN );
foreach ( $vitrine_tables as $vitrine_table ) {
	$vitrine_quoted = '"' . str_replace( '"', '""', $vitrine_table ) . '"';
	foreach ( $vitrine_db->query( "PRAGMA table_info({$vitrine_quoted})" )->fetchAll( PDO::FETCH_ASSOC ) as $vitrine_column ) {
		$vitrine_type = strtoupper( (string) $vitrine_column['type'] );
		if ( '' !== $vitrine_type && ! preg_match( '/CHAR|CLOB|TEXT/', $vitrine_type ) ) {
			continue;
		}
		$vitrine_name = '"' . str_replace( '"', '""', $vitrine_column['name'] ) . '"';
		foreach ( $vitrine_pairs as [ $vitrine_from, $vitrine_to ] ) {
			$vitrine_update = $vitrine_db->prepare( "UPDATE {$vitrine_quoted} SET {$vitrine_name} = REPLACE({$vitrine_name}, :from, :to) WHERE INSTR({$vitrine_name}, :find) > 0" );
			$vitrine_update->execute(
				array(
					':from' => $vitrine_from,
					':to'   => $vitrine_to,
					':find' => $vitrine_from,
				)
			);
		}
	}
}
$vitrine_db->commit();
